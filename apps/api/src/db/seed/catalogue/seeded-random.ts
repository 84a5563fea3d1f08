/** A small deterministic generator (mulberry32), so every fresh seed produces the same catalogue. */
export function seededRandom(seed: string) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    /** `count` distinct items in random order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, count);
    },
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

const DAY = 24 * 60 * 60 * 1000;

/** A date `days` (fractional allowed) before `now`. */
export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** Item i of n spread evenly over the last `spanDays`, oldest first, with a few hours of jitter. */
export const spreadDate = (now: Date, i: number, n: number, spanDays: number, rnd: SeededRandom) =>
  daysAgo(now, Math.max(1, (spanDays * (n - i)) / n - rnd.next() * 3));
