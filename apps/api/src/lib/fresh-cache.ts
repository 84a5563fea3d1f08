/**
 * A small in-process cache by key, stale-while-revalidate (decision 026): a value younger than `freshMs` is
 * served as it is; up to `staleMs` older it is still served while one reload runs in the background; older, or
 * absent, the request waits for the load (one load per key however many ask at once). A load that answers
 * `undefined` (say, the renderer was busy) or fails is not stored: the next request tries again. The oldest
 * entries go first past `maxEntries`. `clear` drops every entry, and a load already under way when it is called
 * is handed to its callers but not kept (it may show what changed as it was before).
 *
 * Used for the drawn guest pages (plugins/web.ts: the server draws every page as a visitor without an account
 * sees it, so one entry per URL is right for everyone) and the catalogue's card lists (the caller's own marks,
 * added_to_cart, are set on a copy after the cache).
 */
export function createFreshCache<V>(options: { freshMs: number; staleMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: V; at: number }>();
  const loading = new Map<string, Promise<V | undefined>>();
  /** Bumped by clear: a drawing started under an older generation is not stored. */
  let generation = 0;

  const load = (key: string, loader: () => Promise<V | undefined>) => {
    let p = loading.get(key);
    if (!p) {
      const startedIn = generation;
      p = loader()
        .then((value) => {
          if (value !== undefined && startedIn === generation) {
            entries.delete(key); // re-inserted last: the Map's order is the eviction order
            entries.set(key, { value, at: Date.now() });
            if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
          }
          return value;
        })
        .finally(() => {
          if (loading.get(key) === p) loading.delete(key);
        });
      loading.set(key, p);
    }
    return p;
  };

  return {
    async get(key: string, loader: () => Promise<V | undefined>): Promise<V | undefined> {
      const hit = entries.get(key);
      const age = hit ? Date.now() - hit.at : Infinity;
      if (hit && age < options.freshMs) return hit.value;
      if (hit && age < options.freshMs + options.staleMs) {
        void load(key, loader).catch(() => undefined);
        return hit.value;
      }
      return load(key, loader);
    },
    size: () => entries.size,
    clear: () => {
      generation += 1;
      entries.clear();
      loading.clear(); // the next request draws afresh rather than waiting for a drawing of the old data
    },
  };
}
