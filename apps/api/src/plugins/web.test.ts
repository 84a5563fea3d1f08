import { rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuild } from '../../test/fake-web-build';
import { createTestApp } from '../../test/test-app';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema/products';
import { coachings, consultations } from '../db/schema/programmes';
import { templates } from '../db/schema/templates';
import { flattenPageTable } from '../../../web/src/app/page-table';
import { PAGE_EXTRAS, pathPattern } from './web-page-hints';

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
    rmSync(path.dirname(dist), { recursive: true, force: true });
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

  it('sends an unknown template page as a 404, without its answer or a picture, for the app to say not found', async () => {
    const res = await t.app.inject({ url: '/template/no-such-template' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('rel="preload" as="image"');
    expect(Object.keys(bootData(res.body))).toEqual(['/api/v1/contact/information']);
  });

  it("answers 404 for an unpublished item's page (template, product, coaching, consultation), 200 once published", async () => {
    const first = async (list: string, key: string) =>
      (
        (await t.app.inject({ url: `/api/v1/${list}?resultsPerPage=1` })).json()[key] as { slug: string }[]
      )[0]!.slug;
    const items = [
      { table: templates, page: '/template/', slug: await first('templates', 'templates') },
      { table: products, page: '/shop/product/', slug: await first('products', 'products') },
      { table: coachings, page: '/coaching/', slug: await first('coachings', 'coachings') },
      { table: consultations, page: '/consultation/', slug: await first('consultations', 'consultations') },
    ];
    for (const { table, page, slug } of items) {
      expect((await t.app.inject({ url: `${page}${slug}` })).statusCode, `${page}${slug}`).toBe(200);
      await t.db.update(table).set({ published: false }).where(eq(table.slug, slug));
      const hidden = await t.app.inject({ url: `${page}${slug}?from=list` });
      expect(hidden.statusCode, `${page}${slug} unpublished`).toBe(404);
      // Still the app's page, which says not found.
      expect(hidden.body).toContain('<div id="root"></div>');
      await t.db.update(table).set({ published: true }).where(eq(table.slug, slug));
    }
    expect((await t.app.inject({ url: '/coaching/no-such-coaching' })).statusCode).toBe(404);
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

  it('answers a missing asset or file with 404, not the app', async () => {
    for (const url of ['/assets/index-2.js', '/assets/gone.css', '/images/gone.svg', '/favicon-gone.ico']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    // A page whose query happens to end like a file name is still a page.
    expect((await t.app.inject({ url: '/shop?q=shaker.js' })).headers['content-type']).toMatch(/^text\/html/);
  });

  it('says on every page that the sandboxes take no money, outside the app root', async () => {
    const html = (await t.app.inject({ url: '/' })).body;
    expect(html).toContain('<body><div id="oxs-sandbox" role="note"');
    expect(html).toContain(
      'Demo site: eSewa, Fonepay, Khalti, Google sign-in and Facebook sign-in are built-in sandboxes. No real money is taken.</div>',
    );
    expect(html.indexOf('oxs-sandbox')).toBeLessThan(html.indexOf('<div id="root">'));
  });
});

/**
 * Stands in for the web app's render: draws a template page from the API's answer (through the transport
 * it is given), gives up on a template the API does not know, and fails outright on every product page.
 */
const RENDERER = `
export async function renderPage(url, transport) {
  if (url.startsWith('/shop/product/')) throw new Error('render failed');
  const slug = /^\\/template\\/([^/?]+)$/.exec(url)?.[1];
  if (!slug) return null;
  const res = await transport('/api/v1/template/' + slug);
  if (!res.ok) return null;
  const { template } = await res.json();
  return {
    html: '<h1>' + template.title + '</h1>',
    state: { queries: [{ title: template.title, note: '</script><b>' }] },
    title: template.title + ' & more <b>',
  };
}
`;

const scriptBody = (html: string, id: string) =>
  new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`, 's').exec(html)?.[1];

describe('pages the server draws', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dist: string;
  let template: { slug: string; title: string };
  beforeAll(async () => {
    dist = fakeBuild(RENDERER);
    t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
    template = (await t.app.inject({ url: '/api/v1/templates?resultsPerPage=1' })).json().templates[0];
  });
  afterAll(async () => {
    await t.close();
    rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  it('come drawn with their data, the stylesheet first and the code started after the first paint', async () => {
    const res = await t.app.inject({ url: `/template/${template.slug}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<div id="root"><h1>${template.title}</h1></div>`);
    // The page's own title replaces the site's, as text.
    expect(html).toContain(`<title>${template.title} &amp; more &lt;b&gt;</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('id="splash"');
    expect(html).not.toContain('oxs-boot');
    // The stylesheet comes first; the code is only listed, for /start.js to fetch once the page has painted.
    expect(html.indexOf('/assets/index-1.css')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(JSON.parse(scriptBody(html, 'oxs-code')!)).toEqual([
      '/assets/index-1.js',
      '/assets/react-1.js',
      '/assets/template-detail-page-1.js',
      '/assets/card-1.js',
    ]);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/card-1.css">');
    expect(html).toContain('<script src="/start.js"></script></body>');
    // The data cannot close its script early, and arrives intact.
    const state = scriptBody(html, 'oxs-ssr')!;
    expect(state).not.toContain('<');
    expect(JSON.parse(state)).toEqual({ queries: [{ title: template.title, note: '</script><b>' }] });
  });

  it('fall back to the splash and the guest answers when the page cannot be drawn', async () => {
    const unknown = (await t.app.inject({ url: '/template/no-such-template' })).body;
    expect(unknown).toContain('id="splash"');
    expect(Object.keys(JSON.parse(scriptBody(unknown, 'oxs-boot')!))).toEqual([
      '/api/v1/contact/information',
    ]);

    const product = (await t.app.inject({ url: '/api/v1/products?resultsPerPage=1' })).json().products[0];
    const broken = await t.app.inject({ url: `/shop/product/${product.slug}` });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('id="splash"');
    expect(broken.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });

  it('are compressed like any page', async () => {
    const res = await t.app.inject({
      url: `/template/${template.slug}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(`<h1>${template.title}</h1>`);
  });
});

describe('page hints', () => {
  it("come from the web app's route table: what pages open with is keyed by its paths", () => {
    const paths = flattenPageTable().map((p) => p.path);
    for (const key of Object.keys(PAGE_EXTRAS)) expect(paths, key).toContain(key);
  });

  it('match a table path with its parameter, with or without a trailing slash', () => {
    const pattern = pathPattern('/template/:slug');
    expect(pattern.exec('/template/strength-101')?.[1]).toBe('strength-101');
    expect(pattern.exec('/template/strength-101/')?.[1]).toBe('strength-101');
    expect(pattern.test('/template/strength-101/reviews')).toBe(false);
    expect(pathPattern('/').test('/')).toBe(true);
  });
});
