import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { pages } from '../../db/schema/pages';
import { sanitizeHtml } from '../../lib/sanitize-html';

describe('GET /api/v1/page/detail/{id}', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/page/detail/${id}` });

  it.each([
    ['privacy-policy', 'Privacy Policy', ['eSewa', 'Khalti', 'Fonepay', 'unsubscribe']],
    [
      'terms-of-service',
      'Terms of Service',
      ['include all applicable taxes', 'within 1 week', 'laws of Nepal'],
    ],
    ['refund-policy', 'Refund Policy', ['Digital training templates', 'Coaching plans', 'Consultations']],
  ])('serves %s by slug', async (slug, title, phrases) => {
    const res = await get(slug);
    expect(res.statusCode).toBe(200);
    const { status, page } = res.json();
    expect(status).toBe('success');
    expect(Object.keys(page).sort()).toEqual(['_id', 'description', 'slug', 'title', 'updatedAt']);
    expect(page).toMatchObject({ slug, title });
    expect(new Date(page.updatedAt).toISOString()).toBe(page.updatedAt);
    expect(page.description).toContain('<h2>');
    expect(page.description).toContain(
      '<a href="mailto:support@oxstrength.com.np" rel="noopener noreferrer">support@oxstrength.com.np</a>',
    );
    for (const phrase of phrases) expect(page.description).toContain(phrase);
    expect(page.description.split(/\s+/).length).toBeGreaterThan(200);
  });

  it('serves a page by its id as well', async () => {
    const bySlug = (await get('refund-policy')).json().page;
    const res = await get(bySlug._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().page).toEqual(bySlug);
  });

  it('answers 404 for unknown slugs and ids', async () => {
    for (const id of ['cookie-policy', '3f1c1a9e-8a5b-4c2d-9e7f-1a2b3c4d5e6f', '%20']) {
      const res = await get(id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'Page not found' });
    }
  });

  it('sanitises the HTML on the way out', async () => {
    const raw =
      '<h1>Title</h1><p onclick="steal()">Hello <strong>lifter</strong></p>' +
      '<script>alert(1)</script><style>body{display:none}</style>' +
      '<a href="javascript:alert(1)">bad link</a> <a href="https://oxstrength.com.np/shop" target="_blank" rel="opener">good link</a>' +
      '<iframe src="https://evil.example"></iframe><img src="x" onerror="alert(2)">' +
      '<table><tr><td colspan="2" onmouseover="x()">cell</td></tr></table>';
    await t.db.insert(pages).values({ slug: 'unsafe-test', title: 'Unsafe', description: raw });

    const res = await get('unsafe-test');
    expect(res.statusCode).toBe(200);
    const html: string = res.json().page.description;
    for (const banned of [
      '<script',
      'alert(1)',
      '<style',
      'onclick',
      'javascript:',
      '<iframe',
      '<img',
      'onerror',
      'onmouseover',
      'target=',
      '<h1',
    ]) {
      expect(html, banned).not.toContain(banned);
    }
    expect(html).toContain('<p>Hello <strong>lifter</strong></p>');
    expect(html).toContain('<a rel="noopener noreferrer">bad link</a>');
    expect(html).toContain(
      '<a href="https://oxstrength.com.np/shop" rel="noopener noreferrer">good link</a>',
    );
    expect(html).toContain('<td colspan="2">cell</td>');

    // Stored as written; cleaning happens whenever it is served.
    const [row] = await t.db.select().from(pages).where(eq(pages.slug, 'unsafe-test'));
    expect(row.description).toBe(raw);
  });
});

describe('sanitizeHtml', () => {
  it('keeps the allowed structure', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><ul><li>x</li></ul><ol><li>y</li></ol><blockquote>q</blockquote><p>a<br />b <em>e</em></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('allows only http, https and mailto links', () => {
    expect(sanitizeHtml('<a href="mailto:a@b.np">m</a>')).toBe(
      '<a href="mailto:a@b.np" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeHtml('<a href="http://a.np">h</a>')).toBe(
      '<a href="http://a.np" rel="noopener noreferrer">h</a>',
    );
    expect(sanitizeHtml('<a href="data:text/html,x">d</a>')).toBe('<a rel="noopener noreferrer">d</a>');
    expect(sanitizeHtml('<a href="//evil.example">p</a>')).toBe('<a rel="noopener noreferrer">p</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">j</a>')).toBe('<a rel="noopener noreferrer">j</a>');
  });
});
