/**
 * The HTML around a page the server drew (apps/web/src/entry-server.tsx), made from the built index.html:
 *
 * - no logo splash: the page itself is there to see;
 * - the stylesheet first in <head>, as nothing can be shown before it;
 * - the app's code is not named in the HTML, so the browser does not fetch it beside the stylesheet and the
 *   pictures. /start.js fetches it once the page has painted, from the list in `#oxs-code` (entry first);
 * - the page's data for the app's cache in `#oxs-ssr`;
 * - the page's own title, when it has one.
 */
const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;
const MODULE_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
const SPLASH = /<!--splash-->[\s\S]*?<!--\/splash-->\s*/;
const ROOT = '<div id="root"></div>';
const TITLE = /<title>[\s\S]*?<\/title>/;

/** Text safe inside an element or a double-quoted attribute. */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside a <script> element. */
export const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

export function drawnPageShell(indexHtml: string) {
  const stylesheets = indexHtml.match(STYLESHEET) ?? [];
  const entryCode = [
    ...[...indexHtml.matchAll(MODULE_SCRIPT)].map((m) => m[1]!),
    ...[...indexHtml.matchAll(MODULE_PRELOAD)].map((m) => m[1]!),
  ];
  const shell = indexHtml
    .replace(SPLASH, '')
    .replace(STYLESHEET, '')
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<meta charset[^>]*>/i, (charset) => charset + stylesheets.join(''));
  const rootAt = shell.indexOf(ROOT);
  const endAt = shell.lastIndexOf('</body>');
  const beforeRoot = shell.slice(0, rootAt);
  const afterRoot = shell.slice(rootAt + ROOT.length, endAt);
  const end = shell.slice(endAt);

  /** The whole page: the drawing, the page's own code and stylesheets (URLs), and its data. */
  return (page: { html: string; state: unknown; title?: string }, code: string[], css: string[]) =>
    (page.title ? beforeRoot.replace(TITLE, () => `<title>${escapeHtml(page.title!)}</title>`) : beforeRoot) +
    `<div id="root">${page.html}</div>${afterRoot}` +
    css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('') +
    `<script id="oxs-ssr" type="application/json">${scriptJson(page.state)}</script>` +
    `<script id="oxs-code" type="application/json">${scriptJson([...entryCode, ...code])}</script>` +
    `<script src="/start.js"></script>${end}`;
}
