import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SandboxedProvider } from '../config/env';
import { DEFAULT_LIST_SORT, PAGE_SIZES } from '@oxstrength/shared/constants';
import { drawnPageShell, escapeHtml, scriptJson } from './web-drawn-page';
import type { RenderResult } from './page-renderer';

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
 * Which module draws which path comes from the web app's own route table (apps/web/src/app/page-table.ts),
 * exported by its server build: there is one route table. Only what the table cannot know is written here:
 * the data and the big picture some pages open with (PAGE_EXTRAS, keyed by the table's paths; a test checks
 * each key is a page of the table).
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

/** What a page opens with beyond its code. */
interface PageExtras {
  leadImage?: LeadImage;
  /**
   * API paths (under /api/v1, exactly as the app builds them) whose answers the page opens with; `param` is
   * the path's first parameter, `search` the page's query string. A path the app does not ask for costs bytes
   * but changes nothing.
   */
  data?: (param: string, search: string) => string[];
  /**
   * The page shows one catalogue item: the API path (under /api/v1) that answers 404 when a guest cannot see it
   * (no such item, or not published). The page then answers 404 too, not 200 with "not found" in it (issue 36).
   */
  item?: (param: string) => string;
}

/** Every page starts by loading the contact information (spec part 1 section 4). */
const BOOT_PATHS = ['/contact/information'];

/** Keyed by the page table's full paths. */
export const PAGE_EXTRAS: Record<string, PageExtras> = {
  '/template': {
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
  '/template/:slug': {
    leadImage: templateCover,
    data: (slug) => [`/template/${encodeURIComponent(slug)}`],
    item: (slug) => `/template/${encodeURIComponent(slug)}`,
  },
  '/shop/product/:slug': {
    leadImage: productImage,
    data: (slug) => [`/product/${encodeURIComponent(slug)}`],
    item: (slug) => `/product/${encodeURIComponent(slug)}`,
  },
  '/coaching/:slug': { item: (slug) => `/coaching/${encodeURIComponent(slug)}` },
  '/consultation/:slug': { item: (slug) => `/consultation/${encodeURIComponent(slug)}` },
};

/** A page of the web app's route table (apps/web/src/app/page-table.ts `TablePage`). */
export interface TablePage {
  path: string;
  modules: string[];
}

/** `/template/:slug` as a pattern capturing the slug; a trailing slash is allowed. Paths are plain words. */
export const pathPattern = (tablePath: string) =>
  new RegExp(`^${tablePath.replace(/:[^/]+/g, '([^/]+)')}/?$`);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The web app's server build (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr). */
export interface ServerBuild {
  /** Draws a guest's page, or null when the page is not drawn on the server. */
  renderPage?(url: string, transport: typeof fetch): Promise<{ html: string; state: unknown } | null>;
  /** Every page's full path and the modules that draw it: the route table. */
  pageTable?: TablePage[];
}

/**
 * Builds each page's HTML from the built index.html. A page the renderer draws (a guest's catalogue pages)
 * comes drawn, without the splash, with its data for the app; any other page gets the splash at once, then
 * its hints and data at the end of <body>.
 */
export function createPageHtml(
  distDir: string,
  app: FastifyInstance,
  build?: ServerBuild,
  /** Draws off the main thread (page-renderer.ts); without it the page is drawn here. */
  renderer?: { render(url: string): Promise<RenderResult> },
) {
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
  const pageHints = (build?.pageTable ?? []).map((page) => {
    const keys = [...closure(page.modules)].filter((k) => !inEntry.has(k));
    return {
      pattern: pathPattern(page.path),
      extras: PAGE_EXTRAS[page.path],
      modules: keys.map((k) => `/${manifest[k]!.file}`),
      css: [...new Set(keys.flatMap((k) => (manifest[k]!.css ?? []).map((f) => `/${f}`)))],
    };
  });
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
  const drawn = async (url: string): Promise<RenderResult> => {
    try {
      if (renderer) return await renderer.render(url);
      return (await build?.renderPage?.(url, transport)) ?? null;
    } catch (err) {
      // The browser draws the page instead; nothing the visitor sees breaks.
      app.log.warn({ err, url }, 'server render failed');
      return null;
    }
  };
  const drawnPage = drawnPageShell(indexHtml);

  return {
    /** Modules of the route table that the build does not have (a stale server build). */
    missingModules: (build?.pageTable ?? []).flatMap((p) => p.modules).filter((m) => !manifest[m]),
    /** The build has no route table (no server build beside it): pages go without code hints. */
    noRouteTable: !build?.pageTable,
    /**
     * The page drawn whole for a guest, null when it is not drawn on the server, 'busy' when the renderer's queue
     * is full (the caller then serves `shell`).
     */
    async drawnHtml(url: string): Promise<string | null | 'busy'> {
      const page = await drawn(url);
      if (page === null || page === 'busy') return page;
      const [urlPath = '/'] = url.split('?');
      const hint = pageHints.find((h) => h.pattern.test(urlPath));
      return drawnPage(page, hint?.modules ?? [], hint?.css ?? []);
    },
    /**
     * Whether the page at `url` shows a catalogue item a guest cannot see (none by that name, or unpublished):
     * its API answers 404, so the page's answer is a 404 as well.
     */
    async missingItem(url: string): Promise<boolean> {
      const [urlPath = '/'] = url.split('?');
      let match: RegExpExecArray | null = null;
      const hint = pageHints.find((h) => h.extras?.item && (match = h.pattern.exec(urlPath)));
      const raw = (match as RegExpExecArray | null)?.[1];
      if (!hint?.extras?.item || !raw) return false;
      let param: string;
      try {
        param = decodeURIComponent(raw);
      } catch {
        return true; // a malformed name is no item's
      }
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1${hint.extras.item(param)}`,
        headers: { accept: 'application/json' },
      });
      return res.statusCode === 404;
    },
    /** The page's HTML for this path: drawn whole when the renderer draws it, else in the two parts below. */
    async *render(url: string): AsyncGenerator<string> {
      const html = await this.drawnHtml(url);
      if (typeof html === 'string') yield html;
      else yield* this.shell(url);
    },
    /** The plain app shell: the splash at once, then the page's code hints and a guest's API answers. */
    async *shell(url: string): AsyncGenerator<string> {
      const [urlPath = '/', search = ''] = url.split('?');
      let match: RegExpExecArray | null = null;
      const hint = pageHints.find((h) => (match = h.pattern.exec(urlPath)));
      const code = hint ? { modules: hint.modules, css: hint.css } : undefined;
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
        ...(hint?.extras?.data ? hint.extras.data(param ?? '', search) : []),
      ]).catch(() => ({}));
      const image = hint?.extras?.leadImage?.(data);
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
