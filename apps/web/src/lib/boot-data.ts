/**
 * API answers the server put inside the page (`<script id="oxs-boot" type="application/json">`, see
 * apps/api/src/plugins/web-page-hints.ts), keyed by the URL the app would call. They are what a guest would be
 * told, so they stand in only for a guest's first call to each URL; later calls go to the network.
 */
let answers: Record<string, unknown> | undefined;

export function takeBootAnswer(url: string): unknown {
  if (answers === undefined) {
    const el = typeof document === 'undefined' ? null : document.getElementById('oxs-boot');
    try {
      answers = el?.textContent ? (JSON.parse(el.textContent) as Record<string, unknown>) : {};
    } catch {
      answers = {};
    }
    el?.remove();
  }
  if (!Object.hasOwn(answers, url)) return undefined;
  const body = answers[url];
  delete answers[url];
  return body;
}
