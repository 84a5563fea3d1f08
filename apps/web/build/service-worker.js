/* global self, caches */
// OxStrength's service worker (issue 16, decision 022): the training pages open with no signal once visited.
// The build (service-worker-plugin.ts) writes it to dist/sw.js with VERSION and PRECACHE filled in. It keeps:
// - the app shell: the code and stylesheet the dashboard and the training pages need (precached at install)
//   and every hashed asset fetched later (cache first: a hashed file never changes);
// - the dashboard's pages' HTML (network first; with no signal the page as last loaded, else the dashboard's);
// - one kind of private reply only, the followed programme (GET /api/v1/subscribed/template/{id} and
//   /subscribed/coaching/detail/{id}; network first, the copy used only with no signal). No other API reply
//   is ever stored. Signing out deletes that cache (apps/web/src/lib/offline-data.ts).
// Writes (logging progress) are never handled here: the page queues them in IndexedDB and sends them itself.

const VERSION = '__OXS_VERSION__';
const PRECACHE = []; // __OXS_PRECACHE__
const SHELL = '/dashboard';
const APP_CACHE = `oxs-app-${VERSION}`;
const PAGE_CACHE = `oxs-pages-${VERSION}`;
const PROGRAMME_CACHE = 'oxs-programme';
const PROGRAMME = /^\/api\/v1\/subscribed\/(template\/[^/]+|coaching\/detail\/[^/]+)$/;
const OFFLINE_PAGES = /^\/dashboard(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const app = await caches.open(APP_CACHE);
      await app.addAll(PRECACHE);
      const shell = await fetch(SHELL, { headers: { accept: 'text/html' } });
      if (shell.ok) await (await caches.open(PAGE_CACHE)).put(SHELL, shell);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([APP_CACHE, PAGE_CACHE, PROGRAMME_CACHE]);
      for (const key of await caches.keys())
        if (key.startsWith('oxs-') && !keep.has(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (OFFLINE_PAGES.test(url.pathname)) event.respondWith(page(request, url));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
  } else if (PROGRAMME.test(url.pathname) && !url.search && request.headers.has('authorization')) {
    event.respondWith(programme(request));
  }
});

/** A dashboard page: the network's answer (kept), or with no signal the page as last loaded, else the shell. */
async function page(request, url) {
  const cache = await caches.open(PAGE_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(url.pathname, response.clone());
    return response;
  } catch (err) {
    const kept =
      (await cache.match(url.pathname, { ignoreVary: true })) ??
      (await cache.match(SHELL, { ignoreVary: true }));
    if (kept) return kept;
    throw err;
  }
}

/** A hashed asset: from the cache, else fetched and kept. */
async function asset(request) {
  const cache = await caches.open(APP_CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * A followed programme: the network's answer (kept when it is one; dropped when the server says it is no
 * longer the caller's), or with no signal the copy kept.
 */
async function programme(request) {
  const cache = await caches.open(PROGRAMME_CACHE);
  let response;
  try {
    response = await fetch(request);
  } catch (err) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw err;
  }
  if (response.ok) await cache.put(request, response.clone());
  else if (response.status === 401 || response.status === 403 || response.status === 404)
    await cache.delete(request, { ignoreVary: true });
  return response;
}
