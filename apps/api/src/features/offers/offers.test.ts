import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { offers } from '../../db/schema/offers';

const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../../../web/public');
const DAY = 24 * 60 * 60 * 1000;

interface Offer {
  _id: string;
  title: string;
  info: string;
  cover: string;
  link: string | null;
  valid_on: string;
  status: string;
}

describe('GET /api/v1/offers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/offers${query}` });
    return { statusCode: res.statusCode, body: res.json() };
  };

  it('lists active offers of every kind, 10 per page by default', async () => {
    const { statusCode, body } = await get();
    expect(statusCode).toBe(200);
    expect(body.status).toBe('success');
    expect(body).toMatchObject({ currentPage: 1, totalPage: 2, totalDocuments: 11 });
    expect(body.offers).toHaveLength(10);
    for (const o of body.offers as Offer[]) {
      expect(Object.keys(o).sort()).toEqual(['_id', 'cover', 'info', 'link', 'status', 'title', 'valid_on']);
      expect(o.status).toBe('active');
    }
    const second = await get('?page=2');
    expect(second.body.offers).toHaveLength(1);
    const titles = [...body.offers, ...second.body.offers].map((o: Offer) => o.title);
    expect(new Set(titles).size).toBe(11);
    expect(titles).toContain('Dashain Strength Sale');
    expect(titles).not.toContain('Tihar: gift a template to your family');
    expect(titles).not.toContain('Teej Fitness Week');
  });

  it('has at least two active offers of each kind, with app links and covers', async () => {
    for (const kind of ['all', 'product', 'template', 'coaching', 'consultation']) {
      const { statusCode, body } = await get(`?valid_on=${kind}&status=active&resultsPerPage=10&page=1`);
      expect(statusCode).toBe(200);
      expect(body.offers.length).toBeGreaterThanOrEqual(2);
      expect(body.totalDocuments).toBe(body.offers.length);
      for (const o of body.offers as Offer[]) {
        expect(o.valid_on).toBe(kind);
        expect(o.link).toMatch(/^\/(template|shop|coaching|consultation|trainers)$/);
        expect(o.cover).toMatch(/^\/images\/offers\/[a-z0-9-]+\.svg$/);
      }
    }
  });

  it('orders by position', async () => {
    const { body } = await get('?valid_on=product');
    expect(body.offers.map((o: Offer) => o.title)).toEqual([
      'Whey Protein: 15% off this week',
      'Lifting belts and straps from Rs. 1,499',
      'Creatine: buy 2, save Rs. 500',
    ]);
  });

  it('pages with resultsPerPage, and a page beyond the last is empty with correct totals', async () => {
    const third = await get('?resultsPerPage=4&page=3');
    expect(third.body).toMatchObject({ currentPage: 3, totalPage: 3, totalDocuments: 11 });
    expect(third.body.offers).toHaveLength(3);

    const beyond = await get('?resultsPerPage=4&page=9');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.body).toMatchObject({ offers: [], currentPage: 9, totalPage: 3, totalDocuments: 11 });
  });

  it('lists switched-off and expired offers as inactive', async () => {
    const { body } = await get('?status=inactive');
    expect(body.totalDocuments).toBe(2);
    expect(body.offers.map((o: Offer) => o.title).sort()).toEqual([
      'Teej Fitness Week',
      'Tihar: gift a template to your family',
    ]);
    expect(body.offers.every((o: Offer) => o.status === 'inactive')).toBe(true);
  });

  it('honours the starts_at/ends_at window of an active offer', async () => {
    const now = Date.now();
    await t.db.insert(offers).values([
      {
        title: 'Starts next week',
        info: 'Not yet on.',
        cover: '/images/offers/dashain-strength-sale.svg',
        validOn: 'template',
        startsAt: new Date(now + 7 * DAY),
      },
      {
        title: 'Running now',
        info: 'Inside its window.',
        cover: '/images/offers/dashain-strength-sale.svg',
        validOn: 'template',
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + DAY),
      },
    ]);
    const active = await get('?valid_on=template');
    const titles = active.body.offers.map((o: Offer) => o.title);
    expect(titles).toContain('Running now');
    expect(titles).not.toContain('Starts next week');
    const inactive = await get('?valid_on=template&status=inactive');
    expect(inactive.body.offers.map((o: Offer) => o.title)).toEqual(['Starts next week']);
  });

  it('rejects unknown filters and bad paging with 400', async () => {
    const kind = await get('?valid_on=gift');
    expect(kind.statusCode).toBe(400);
    expect(kind.body).toMatchObject({
      status: 'error',
      message: 'valid_on must be one of all, product, template, coaching, consultation',
    });
    const status = await get('?status=archived');
    expect(status.statusCode).toBe(400);
    expect(status.body.message).toBe('status must be one of active, inactive');
    const page = await get('?page=0');
    expect(page.statusCode).toBe(400);
    expect(page.body.message).toBe('page must be at least 1');
    const size = await get('?resultsPerPage=lots');
    expect(size.statusCode).toBe(400);
    expect(size.body.message).toBe('resultsPerPage must be a whole number');
  });

  it('serves covers that exist in the web app as small self-contained SVGs', async () => {
    const all = [
      ...(await get('?resultsPerPage=100')).body.offers,
      ...(await get('?status=inactive&resultsPerPage=100')).body.offers,
    ];
    expect(all.length).toBeGreaterThanOrEqual(13);
    for (const o of all as Offer[]) {
      const file = path.join(WEB_PUBLIC, o.cover);
      expect(existsSync(file), o.cover).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(Buffer.byteLength(svg)).toBeLessThan(4096);
      expect(svg).toContain('viewBox="0 0 1200 400"');
      expect(svg).not.toMatch(/href=|url\((?!#)|<script|<image/);
    }
  });
});
