import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { PAGE_HINTS } from './web-page-hints';

/** A small stand-in for apps/web/dist, shaped as Vite writes it. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'oxs-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '</head><body><div id="root"><div id="splash">logo</div></div></body></html>',
  );
  const manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react-1.js'],
      css: ['assets/index-1.css'],
    },
    '_react-1.js': { file: 'assets/react-1.js' },
    '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js'], css: ['assets/card-1.css'] },
    'src/features/templates/routes/template-detail-page.tsx': {
      file: 'assets/template-detail-page-1.js',
      isDynamicEntry: true,
      imports: ['index.html', '_card-1.js'],
    },
  };
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  const js = 'export const answer = 42;\n'.repeat(100);
  writeFileSync(path.join(dir, 'assets/index-1.js'), js);
  writeFileSync(path.join(dir, 'assets/index-1.js.br'), brotliCompressSync(js));
  return dir;
}

const bootData = (html: string) =>
  JSON.parse(/<script id="oxs-boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!) as Record<
    string,
    unknown
  >;

describe('the web app pages', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dist: string;
  let slug: string;
  beforeAll(async () => {
    dist = fakeBuild();
    t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
    slug = (await t.app.inject({ url: '/api/v1/templates?resultsPerPage=1' })).json().templates[0].slug;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('opens a template page with its code, its cover and the guest answer it starts with', async () => {
    const res = await t.app.inject({ url: `/template/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    // The splash comes before anything the server had to look up.
    expect(html.indexOf('id="splash"')).toBeLessThan(html.indexOf('oxs-boot'));
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/template-detail-page-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/card-1.css">');
    // The entry's own modules are already in the page once.
    expect(html.match(/react-1\.js/g)).toHaveLength(1);

    const api = (await t.app.inject({ url: `/api/v1/template/${slug}` })).json();
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${api.template.cover}">`,
    );
    const boot = bootData(html);
    expect(boot[`/api/v1/template/${slug}`]).toEqual(api);
    expect(boot['/api/v1/contact/information']).toEqual(
      (await t.app.inject({ url: '/api/v1/contact/information' })).json(),
    );
  });

  it('keeps the answers from closing the script early', async () => {
    const html = (await t.app.inject({ url: `/template/${slug}` })).body;
    const json = /<script id="oxs-boot" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(json).not.toContain('<');
  });

  it('sends an unknown template page without its answer or a picture, for the app to say not found', async () => {
    const res = await t.app.inject({ url: '/template/no-such-template' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('rel="preload" as="image"');
    expect(Object.keys(bootData(res.body))).toEqual(['/api/v1/contact/information']);
  });

  it('opens the template search with its first page when no filter is set', async () => {
    const plain = bootData((await t.app.inject({ url: '/template' })).body);
    expect(Object.keys(plain)).toEqual(
      expect.arrayContaining([
        '/api/v1/template/categories',
        '/api/v1/templates?sort=popular&page=1&resultsPerPage=8',
      ]),
    );
    const filtered = bootData((await t.app.inject({ url: '/template?q=squat' })).body);
    expect(Object.keys(filtered)).toEqual(['/api/v1/contact/information']);
  });

  it('preloads the first picture of a product', async () => {
    const product = (await t.app.inject({ url: '/api/v1/products?resultsPerPage=1' })).json().products[0];
    const html = (await t.app.inject({ url: `/shop/product/${product.slug}` })).body;
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${product.images[0]}">`,
    );
  });

  it('compresses a page with brotli when the browser accepts it', async () => {
    const res = await t.app.inject({
      url: `/template/${slug}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('id="splash"');
    expect(html).toContain(`/api/v1/template/${slug}`);
    expect(html.endsWith('</html>')).toBe(true);
  });

  it('sends built assets pre-compressed and cached for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-1.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('answer = 42');
  });

  it('still answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Not found' });
  });
});

describe('page hints', () => {
  it('name page modules that exist in the web app', () => {
    const web = path.resolve(import.meta.dirname, '../../../web');
    for (const hint of PAGE_HINTS) expect(existsSync(path.join(web, hint.module)), hint.module).toBe(true);
  });
});
