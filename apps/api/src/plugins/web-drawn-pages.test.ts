import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from '../../test/fake-web-build';
import { createTestApp } from '../../test/test-app';
import { signedIn, staffCall } from '../features/shop-desk/shop-desk-fixtures';
import { insertTemplate } from '../features/templates/template-fixtures';

/**
 * Drawn pages under load (decision 026): kept briefly per address, redrawn in the background once stale, drawn
 * off the API's event loop, and the plain shell when the renderer has its hands full.
 *
 * The stand-in render numbers its drawings, so a test sees whether a page was drawn again; /slow/ pages hold
 * the drawing thread for 1.5 s, as a heavy page on a busy machine would.
 */
const RENDERER = `
let drawings = 0;
export async function renderPage(url) {
  if (url.startsWith('/template/slow-')) {
    const end = Date.now() + 1500;
    while (Date.now() < end);
  }
  if (!url.startsWith('/template/')) return null;
  drawings += 1;
  return { html: '<p>drawing ' + drawings + ' of ' + url + '</p>', state: {} };
}
`;

const drawing = (html: string) => /drawing (\d+) of/.exec(html)?.[1];

describe('drawn pages under load', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild(RENDERER);
    t = await createTestApp(
      {
        WEB_DIST_DIR: dist,
        PAGE_CACHE_FRESH_SECONDS: '1',
        PAGE_CACHE_STALE_SECONDS: '30',
        PAGE_RENDER_WORKERS: '1',
        PAGE_RENDER_QUEUE: '1',
      },
      { serveWeb: true },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('are drawn once per address while fresh; another query string is another page', async () => {
    const first = await page('/template/a?sort=new');
    const again = await page('/template/a?sort=new', { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('drawing 1 of /template/a?sort=new');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers.vary).toBe('accept-encoding');
    const other = await page('/template/a?sort=old');
    expect(other.body).toContain('of /template/a?sort=old');
    expect(drawing(other.body)).toBe('2');
    // The cached gzip form holds the same drawing.
    expect((await page('/template/a?sort=new')).body).toContain('drawing 1 of');
  });

  it('once stale, are served at once as they were while one redraw runs', async () => {
    const fresh = await page('/template/b');
    await new Promise((r) => setTimeout(r, 1200));
    const stale = await page('/template/b');
    expect(drawing(stale.body)).toBe(drawing(fresh.body));
    let redrawn = stale.body;
    for (let i = 0; i < 50 && redrawn === stale.body; i++) {
      await new Promise((r) => setTimeout(r, 100));
      redrawn = (await page('/template/b')).body;
    }
    expect(Number(drawing(redrawn))).toBeGreaterThan(Number(drawing(fresh.body)));
  });

  it('are drawn off the event loop: the API answers while a page is being drawn', async () => {
    const slow = page('/template/slow-1');
    let pageDone = false;
    void slow.then(() => (pageDone = true));
    await new Promise((r) => setTimeout(r, 300)); // the worker is in the middle of the drawing
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(pageDone).toBe(false);
    expect((await slow).body).toContain('of /template/slow-1');
  });

  it('when the renderer is busy, the plain app shell is served at once instead of queueing', async () => {
    const drawn = page('/template/slow-2');
    await new Promise((r) => setTimeout(r, 300));
    const started = performance.now();
    const shell = await page('/template/slow-3');
    expect(performance.now() - started).toBeLessThan(1000);
    // No template is called slow-3: the shell comes as the 404 it is (the app says not found).
    expect(shell.statusCode).toBe(404);
    expect(shell.headers['x-page-shell']).toBe('busy');
    expect(shell.body).toContain('id="splash"');
    expect(shell.body).toContain('<div id="root"></div>');
    expect((await drawn).body).toContain('of /template/slow-2');
    // Not kept: once the renderer is free, the page is drawn.
    expect((await page('/template/slow-3')).body).toContain('of /template/slow-3');
  });
});

describe('drawn pages after a staff change to an item', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dist: string;
  beforeAll(async () => {
    dist = fakeBuild(RENDERER);
    // Kept for ten minutes: only the change can explain a new drawing.
    t = await createTestApp(
      { WEB_DIST_DIR: dist, PAGE_CACHE_FRESH_SECONDS: '600', PAGE_RENDER_WORKERS: '1' },
      { serveWeb: true },
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  it('are drawn again once an admin unpublishes an item, and not before', async () => {
    const template = await insertTemplate(t.db, { title: 'Cached Strength', price: 50_000 });
    const url = `/template/${template.slug}`;
    const first = drawing((await t.app.inject({ url })).body);
    expect(drawing((await t.app.inject({ url })).body)).toBe(first);
    const admin = await signedIn(t.app, 'Admin');
    const switched = await staffCall(
      t.app,
      'POST',
      `/catalogue/template/${template.id}/publish`,
      admin.token,
      {
        published: false,
      },
    );
    expect(switched.statusCode).toBe(200);
    // The unpublished template is no guest's page any more: the drawing now is the one after the change.
    const after = drawing((await t.app.inject({ url })).body);
    expect(Number(after)).toBeGreaterThan(Number(first));
  });

  it('a change that is refused (rolled back) keeps the drawn pages', async () => {
    const template = await insertTemplate(t.db, { title: 'Kept Strength', price: 50_000 });
    const url = `/template/${template.slug}`;
    const first = drawing((await t.app.inject({ url })).body);
    const client = await signedIn(t.app, 'Client');
    const refused = await staffCall(
      t.app,
      'POST',
      `/catalogue/template/${template.id}/publish`,
      client.token,
      {
        published: false,
      },
    );
    expect(refused.statusCode).toBe(403);
    expect(drawing((await t.app.inject({ url })).body)).toBe(first);
  });
});
