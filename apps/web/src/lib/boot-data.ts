/**
 * API answers the server put inside the page (`<script id="oxs-boot" type="application/json">`, see
 * apps/api/src/plugins/web-page-hints.ts), keyed by the URL the app would call. They are what a guest would be
 * told, so they stand in only for a guest's first call to each URL; later calls go to the network.
 */
let answers: Record<string, unknown> | undefined;

/**
 * Takes the JSON the server put in `<script id="{id}" type="application/json">` out of the page (once: the
 * element is removed); undefined when there is none or it does not parse.
 */
export function takePageJson<T>(id: string): T | undefined {
  const el = typeof document === 'undefined' ? null : document.getElementById(id);
  el?.remove();
  try {
    return el?.textContent ? (JSON.parse(el.textContent) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function takeBootAnswer(url: string): unknown {
  answers ??= takePageJson<Record<string, unknown>>('oxs-boot') ?? {};
  if (!Object.hasOwn(answers, url)) return undefined;
  const body = answers[url];
  delete answers[url];
  return body;
}
