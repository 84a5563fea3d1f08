import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SandboxedProvider } from '../config/env';
import { DEFAULT_LIST_SORT, PAGE_SIZES } from '@oxstrength/shared/constants';
import { drawnPageShell, escapeHtml, scriptJson } from './web-drawn-page';

/**
 * What a first visit to a page needs, told in its HTML so the browser fetches it all at once instead of one
 * step after another: the page's own JavaScript and CSS (from the Vite manifest), the contact information the
 * app starts with and, on detail pages, the item's API answer and the big picture the visitor sees first.
 * Without hints the browser learns of the page code only after the app's code runs, and of the picture only
 * after the page code and its data arrive.
 *
 * API answers ride along as JSON (`<script id="oxs-boot" type="application/json">`, keyed by the API path the
 * app would call). They are a guest's answers, so the app uses them only when nobody is signed in
 * (apps/web/src/lib/boot-data.ts).
 *
 * A page the server draws for a guest (apps/web/src/entry-server.tsx, marked in the router) needs none of
 * this: it arrives drawn with its data (web-drawn-page.ts) and only its module list is taken from here.
 *
 * The patterns mirror the public routes of apps/web/src/app/router.tsx; a test checks each module is in the
 * build, so a renamed page fails a test instead of silently losing its hints.
 */

/** The page's first big picture, from the API answers it opens with. */
type LeadImage = (answers: Record<string, unknown>) => string | undefined;

const firstAnswer = (answers: Record<string, unknown>, prefix: string) =>
  Object.entries(answers).find(([url]) => url.startsWith(`/api/v1${prefix}`))?.[1] as
    Record<string, never> | undefined;

const templateCover: LeadImage = (a) =>
  (firstAnswer(a, '/template/') as { template?: { cover?: string } })?.template?.cover;
const firstTemplateCover: LeadImage = (a) =>
  (firstAnswer(a, '/templates?') as { templates?: { cover?: string }[] })?.templates?.[0]?.cover;
const productImage: LeadImage = (a) =>
  (firstAnswer(a, '/product/') as { product?: { images?: string[] } })?.product?.images?.[0];

interface PageHint {
  pattern: RegExp;
  module: string;
  leadImage?: LeadImage;
  /**
   * API paths (under /api/v1, exactly as the app builds them) whose answers the page opens with; `search` is
   * the page's query string. A path the app does not ask for costs bytes but changes nothing.
   */
  data?: (param: string, search: string) => string[];
}

/** Every page starts by loading the contact information (spec part 1 section 4). */
const BOOT_PATHS = ['/contact/information'];

const pageModule = (feature: string, file: string) => `src/features/${feature}/routes/${file}.tsx`;

export const PAGE_HINTS: PageHint[] = [
  { pattern: /^\/$/, module: pageModule('home', 'home-page') },
  {
    pattern: /^\/template\/?$/,
    module: pageModule('templates', 'template-search-page'),
    leadImage: firstTemplateCover,
    // The unfiltered search, as templatesInfiniteQuery asks for its first page.
    data: (_, search) =>
      search
        ? []
        : [
            '/template/categories',
            `/templates?sort=${DEFAULT_LIST_SORT}&page=1&resultsPerPage=${PAGE_SIZES.templateSearch}`,
          ],
  },
  {
    pattern: /^\/template\/([^/]+)\/?$/,
    module: pageModule('templates', 'template-detail-page'),
    leadImage: templateCover,
    data: (slug) => [`/template/${encodeURIComponent(slug)}`],
  },
  { pattern: /^\/shop\/?$/, module: pageModule('shop', 'shop-page') },
  { pattern: /^\/shop\/search\/?$/, module: pageModule('shop', 'shop-search-page') },
  {
    pattern: /^\/shop\/product\/([^/]+)\/?$/,
    module: pageModule('shop', 'product-page'),
    leadImage: productImage,
    data: (slug) => [`/product/${encodeURIComponent(slug)}`],
  },
  { pattern: /^\/coaching\/?$/, module: pageModule('coaching', 'coaching-search-page') },
  { pattern: /^\/coaching\/([^/]+)\/?$/, module: pageModule('coaching', 'coaching-detail-page') },
  { pattern: /^\/consultation\/?$/, module: pageModule('consultations', 'consultation-search-page') },
  {
    pattern: /^\/consultation\/([^/]+)\/?$/,
    module: pageModule('consultations', 'consultation-detail-page'),
  },
  { pattern: /^\/trainers\/?$/, module: pageModule('trainers', 'trainers-page') },
  { pattern: /^\/about\/?$/, module: pageModule('pages', 'about-page') },
  { pattern: /^\/videos\/?$/, module: pageModule('videos', 'videos-page') },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The server's render of the web app (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr). */
export interface PageRenderer {
  renderPage(url: string, transport: typeof fetch): Promise<{ html: string; state: unknown } | null>;
}

/**
 * Builds each page's HTML from the built index.html. A page the renderer draws (a guest's catalogue pages)
 * comes drawn, without the splash, with its data for the app; any other page gets the splash at once, then
 * its hints and data at the end of <body>.
 */
export function createPageHtml(distDir: string, app: FastifyInstance, renderer?: PageRenderer) {
  const indexHtml = withSandboxBanner(
    readFileSync(path.join(distDir, 'index.html'), 'utf8'),
    app.config.sandboxed,
  );
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  // A build without a manifest (an old one) still serves pages, only without the code hints.
  const manifest = (
    existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {}
  ) as Manifest;

  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) walk(dep);
    };
    keys.forEach(walk);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const inEntry = closure(entry ? [entry] : []);

  // Each page's own code, worked out once: its modules, then any stylesheets of its own (none while the
  // build keeps all CSS in one file; after the app's stylesheet, as the app would add them).
  const pageCode = new Map<string, { modules: string[]; css: string[] }>();
  for (const hint of PAGE_HINTS) {
    const keys = [...closure([hint.module])].filter((k) => !inEntry.has(k));
    const modules = keys.map((k) => `/${manifest[k]!.file}`);
    const css = [...new Set(keys.flatMap((k) => (manifest[k]!.css ?? []).map((f) => `/${f}`)))];
    pageCode.set(hint.module, { modules, css });
  }
  const codeHints = (code: { modules: string[]; css: string[] } | undefined) =>
    code
      ? code.modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('') +
        code.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('')
      : '';

  // The page is sent in two parts: everything up to </body> at once, so the logo splash paints while the
  // server looks up the rest; then the page's hints and data.
  const tailAt = indexHtml.lastIndexOf('</body>');
  const opening = indexHtml.slice(0, tailAt);
  const closing = indexHtml.slice(tailAt);

  /** The guest's API answers for these paths, as `{ "/api/v1/...": body }`; failed calls are left out. */
  const bootData = async (paths: string[]) => {
    const entries = await Promise.all(
      paths.map(async (p) => {
        const url = `/api/v1${p}`;
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
        return res.statusCode === 200 ? ([url, res.json()] as const) : undefined;
      }),
    );
    return Object.fromEntries(entries.filter((e) => e !== undefined));
  };

  /** The drawn page's API calls go to this server's own handler, as a guest's would (no credentials). */
  const transport: typeof fetch = async (input) => {
    const res = await app.inject({
      method: 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  };
  const drawn = async (url: string) => {
    try {
      return (await renderer?.renderPage(url, transport)) ?? null;
    } catch (err) {
      // The browser draws the page instead; nothing the visitor sees breaks.
      app.log.warn({ err, url }, 'server render failed');
      return null;
    }
  };
  const drawnPage = drawnPageShell(indexHtml);

  return {
    /** The modules named in PAGE_HINTS that the build does not have (a renamed or removed page). */
    missingModules: PAGE_HINTS.map((h) => h.module).filter((m) => !manifest[m]),
    /** The page's HTML for this path: drawn whole when the renderer draws it, else in the two parts above. */
    async *render(url: string): AsyncGenerator<string> {
      const [urlPath = '/', search = ''] = url.split('?');
      let match: RegExpExecArray | null = null;
      const hint = PAGE_HINTS.find((h) => (match = h.pattern.exec(urlPath)));
      const code = hint ? pageCode.get(hint.module) : undefined;
      const page = await drawn(url);
      if (page) {
        yield drawnPage(page, code?.modules ?? [], code?.css ?? []);
        return;
      }
      let hints = codeHints(code);
      yield opening;
      const raw = (match as RegExpExecArray | null)?.[1];
      let param: string | undefined;
      try {
        param = raw ? decodeURIComponent(raw) : undefined;
      } catch {
        param = undefined; // a malformed path: the page itself answers not found
      }
      const data = await bootData([
        ...BOOT_PATHS,
        ...(hint?.data ? hint.data(param ?? '', search) : []),
      ]).catch(() => ({}));
      const image = hint?.leadImage?.(data);
      // Only our own paths: an absolute URL from staff would need its origin allowed first.
      if (image?.startsWith('/'))
        hints = `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}">${hints}`;
      yield `${hints}<script id="oxs-boot" type="application/json">${scriptJson(data)}</script>${closing}`;
    },
  };
}

const PROVIDER_NAMES: Record<SandboxedProvider, string> = {
  esewa: 'eSewa',
  fonepay: 'Fonepay',
  khalti: 'Khalti',
  google: 'Google sign-in',
  facebook: 'Facebook sign-in',
};

/**
 * While sandboxes answer for providers, every page says so in a bar above the app (outside its root, so the
 * server's drawing and the browser's stay the same).
 */
export function withSandboxBanner(indexHtml: string, sandboxed: SandboxedProvider[]) {
  if (sandboxed.length === 0) return indexHtml;
  const names = sandboxed.map((p) => PROVIDER_NAMES[p]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const banner =
    '<div id="oxs-sandbox" role="note" style="background:#fff3bf;color:#4a3000;font:14px/1.4 system-ui,Arial,sans-serif;padding:6px 12px;text-align:center">' +
    `Demo site: ${escapeHtml(list)} ${names.length > 1 ? 'are' : 'is a'} built-in sandbox${names.length > 1 ? 'es' : ''}. No real money is taken.</div>`;
  return indexHtml.replace('<body>', `<body>${banner}`);
}
