import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PassThrough, Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { clearOnCatalogueChange } from '../lib/catalogue-changes';
import { createFreshCache } from '../lib/fresh-cache';
import { createPageRenderer } from './page-renderer';
import { createPageTurns } from './page-turns';
import { createPageHtml, type ServerBuild } from './web-page-hints';

/**
 * Serves the built web app: hashed assets cached for a year, sent pre-compressed (brotli or gzip, written by
 * the build) to browsers that accept them; every other page path gets index.html with that page's hints (the
 * app's router takes it from there). Unknown /api paths answer a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const root = app.config.WEB_DIST_DIR;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  // The web app's server build beside it (apps/web/dist-ssr): the route table and the render of guest pages.
  const serverBuildFile = path.resolve(root, '../dist-ssr/entry-server.js');
  const serverBuild =
    hasWeb && existsSync(serverBuildFile)
      ? ((await import(pathToFileURL(serverBuildFile).href)) as ServerBuild)
      : undefined;
  // Guest pages are drawn in worker threads, and kept briefly per URL (decision 026).
  const renderer = serverBuild?.renderPage
    ? createPageRenderer(app, {
        serverBuildFile,
        workers: app.config.PAGE_RENDER_WORKERS,
        queuePerWorker: app.config.PAGE_RENDER_QUEUE,
      })
    : undefined;
  if (renderer) app.addHook('onClose', () => renderer.close());
  const pages = hasWeb ? createPageHtml(root, app, serverBuild, renderer) : undefined;
  const drawnPages = createFreshCache<DrawnHtml | null>({
    freshMs: app.config.PAGE_CACHE_FRESH_SECONDS * 1000,
    staleMs: app.config.PAGE_CACHE_STALE_SECONDS * 1000,
    maxEntries: app.config.PAGE_CACHE_MAX_ENTRIES,
  });
  // A staff change to an item, on this instance or another, drops every drawn page: lists, the home page and
  // the item's own pages all show it, and such changes are rare beside the pages read.
  clearOnCatalogueChange(app, drawnPages);
  const pageTurns = createPageTurns({ perTurn: PAGES_PER_TURN, maxWaiting: MAX_PAGES_WAITING });
  /** The drawn page (cached), null when the page is not drawn, undefined when the renderer was busy. */
  const drawnFor = (url: string) => {
    const load = async () => {
      const html = await pages!.drawnHtml(url);
      return html === 'busy' ? undefined : html === null ? null : ({ html } as DrawnHtml);
    };
    // A very long address (random query strings) is drawn but not kept.
    return url.length > MAX_CACHED_URL ? load() : drawnPages.get(url, load);
  };
  if (pages) {
    if (pages.noRouteTable)
      app.log.warn({ root }, 'no server build with a route table: pages go without code hints');
    if (pages.missingModules.length)
      app.log.warn({ modules: pages.missingModules }, 'the route table names pages the build lacks');
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Our own cache-control below; the plugin's would overwrite it with max-age=0.
      cacheControl: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn({ root }, 'web app not built: only the API is served');
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !NOT_PAGES.test(request.url);
    if (pages && isPage) {
      await pageTurns.next(); // a few pages per pass of the event loop, the API in between
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const drawn = await drawnFor(request.url);
      if (drawn) {
        if (!encoding) return reply.send(drawn.html);
        // One compression per entry and encoding, however many requests ask for it meanwhile.
        drawn[encoding] ??= compress(drawn.html, encoding).catch((err: unknown) => {
          drawn[encoding] = undefined; // the next request tries again
          throw err;
        });
        return reply.header('content-encoding', encoding).send(await drawn[encoding]);
      }
      // Not drawn on the server, or every renderer busy: the plain app shell, at once. A drawn item page had its
      // item; one that was not drawn may show an item no guest can see: then the answer is a 404 (the app
      // says "not found" in it).
      if (drawn === undefined) reply.header('x-page-shell', 'busy');
      if (await pages.missingItem(request.url)) reply.status(404);
      const parts = pages.shell(request.url);
      if (!encoding) return reply.send(Readable.from(parts));
      return reply.header('content-encoding', encoding).send(compressParts(parts, encoding));
    }
    return reply.status(404).send({ status: 'error', message: 'Not found' });
  });
});

/** Paths that are never the app's pages: the API, the sandboxes, and files (a missing one is a 404, not the app). */
const NOT_PAGES =
  /^\/(api|sandbox|assets)(\/|\?|$)|^[^?]*\.(js|mjs|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|webm|mp4|woff2?|ttf|txt|xml)(\?|$)/;

/** Addresses longer than this are not cached. */
const MAX_CACHED_URL = 512;
/** Page replies written per pass of the event loop, and how many may wait for a pass (page-turns.ts). */
const PAGES_PER_TURN = 2;
const MAX_PAGES_WAITING = 2000;

/** A drawn page, and its compressed forms once a browser asked for them. */
interface DrawnHtml {
  html: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Compressed in libuv's thread pool, off the event loop. */
const compress = (html: string, encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(html, { level: 6 });

const pickEncoding = (accept: string | undefined) =>
  /\bbr\b/.test(accept ?? '') ? 'br' : /\bgzip\b/.test(accept ?? '') ? 'gzip' : undefined;

/** Compresses each part as it comes and flushes it, so the first part reaches the browser at once. */
function compressParts(parts: AsyncIterable<string>, encoding: 'br' | 'gzip') {
  const zip =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 });
  const out = new PassThrough();
  zip.pipe(out);
  (async () => {
    for await (const part of parts) {
      zip.write(part);
      await new Promise<void>((resolve) => zip.flush(() => resolve()));
    }
    zip.end();
  })().catch((err: Error) => out.destroy(err));
  return out;
}
