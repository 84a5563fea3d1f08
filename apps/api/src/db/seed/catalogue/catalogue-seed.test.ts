import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isOffered } from '@oxstrength/shared/pricing';
import { testAppForFile } from '../../../../test/test-app';
import { brands, productCategories } from '../../schema/categories';
import { productRates, products } from '../../schema/products';
import { coachingRates, coachings, consultationRates, consultations } from '../../schema/programmes';
import { reviews } from '../../schema/reviews';
import { templateDayActivities, templates } from '../../schema/templates';
import {
  coachingAchievements,
  multimedia,
  personalAchievements,
  testimonials,
  trainerProfiles,
} from '../../schema/trainers';
import { users } from '../../schema/users';
import { TRAINER_VIDEOS, TRAINING_VIDEOS } from './media-and-testimonials';
import { seedCatalogue } from './seed-catalogue';

const PUBLIC = path.resolve(import.meta.dirname, '../../../../../web/public');

const t = testAppForFile();

const groupBy = <T, K>(rows: T[], key: (r: T) => K) => {
  const map = new Map<K, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
};

describe('the seeded catalogue', () => {
  it('has the templates, products, trainers and programmes a shop opens with', async () => {
    const [{ n: templateCount }] = await t.db.select({ n: count() }).from(templates);
    expect(templateCount).toBeGreaterThanOrEqual(24);
    expect(await t.db.$count(templates, eq(templates.featured, true))).toBe(6);

    const parents = await t.db
      .select({ slug: productCategories.slug, n: count(products.id) })
      .from(productCategories)
      .leftJoin(products, eq(products.parentCategoryId, productCategories.id))
      .where(isNull(productCategories.parentId))
      .groupBy(productCategories.slug);
    expect(parents.map((p) => p.slug).sort()).toEqual(['apparel', 'gym-gear', 'supplements']);
    for (const p of parents) expect(p.n).toBeGreaterThanOrEqual(12);
    expect(await t.db.$count(products)).toBe(40);

    expect(await t.db.$count(coachings)).toBe(4);
    expect(await t.db.$count(consultations)).toBe(4);
  });

  it('has six verified trainers with full profiles, image galleries and training videos', async () => {
    const trainers = await t.db
      .select({
        id: users.id,
        slug: users.slug,
        pic: users.profilePic,
        designation: users.designation,
        profile: trainerProfiles,
      })
      .from(users)
      .innerJoin(trainerProfiles, eq(trainerProfiles.userId, users.id))
      .where(eq(users.userType, 'Trainer'));
    expect(trainers).toHaveLength(6);
    expect(trainers.map((tr) => tr.slug)).toContain('bikash-gurung');
    const ids = trainers.map((tr) => tr.id);
    const personal = groupBy(
      await t.db.select().from(personalAchievements).where(inArray(personalAchievements.trainerId, ids)),
      (a) => a.trainerId,
    );
    const coached = groupBy(
      await t.db.select().from(coachingAchievements).where(inArray(coachingAchievements.trainerId, ids)),
      (a) => a.trainerId,
    );
    const media = groupBy(
      await t.db.select().from(multimedia).where(inArray(multimedia.trainerId, ids)),
      (m) => m.trainerId,
    );
    const said = groupBy(
      await t.db.select().from(testimonials).where(inArray(testimonials.trainerId, ids)),
      (m) => m.trainerId,
    );
    for (const tr of trainers) {
      expect(tr.profile.isVerified).toBe(true);
      expect(tr.pic).toBeTruthy();
      expect(tr.designation).toBeTruthy();
      expect(tr.profile.address).toMatchObject({
        country: 'Nepal',
        area: expect.any(String),
        district: expect.any(String),
      });
      expect(tr.profile.aboutHtml.match(/<p>/g)!.length).toBeGreaterThanOrEqual(2);
      expect(personal.get(tr.id)!.length).toBeGreaterThanOrEqual(3);
      expect(personal.get(tr.id)!.length).toBeLessThanOrEqual(5);
      expect(coached.get(tr.id)!.length).toBeGreaterThanOrEqual(2);
      expect(coached.get(tr.id)!.length).toBeLessThanOrEqual(4);
      const images = media.get(tr.id)!.filter((m) => m.kind === 'image');
      expect(images.every((m) => m.width === 800 && m.height === 600 && m.thumbnail === null)).toBe(true);
      expect(images.length).toBeGreaterThanOrEqual(4);
      expect(images.length).toBeLessThanOrEqual(8);
      const videos = media.get(tr.id)!.filter((m) => m.kind === 'video');
      expect(videos.length).toBeGreaterThanOrEqual(2);
      expect(videos.length).toBeLessThanOrEqual(3);
      expect(said.get(tr.id)!.length).toBeGreaterThanOrEqual(3);
    }
    const trainerVideos = Object.values(TRAINER_VIDEOS).flat();
    expect(trainerVideos.every((slug) => TRAINING_VIDEOS.some((v) => v.slug === slug))).toBe(true);
    expect(await t.db.$count(multimedia, eq(multimedia.kind, 'video'))).toBe(
      TRAINING_VIDEOS.length + trainerVideos.length,
    );
    expect(
      await t.db.$count(multimedia, and(isNull(multimedia.trainerId), eq(multimedia.kind, 'image'))),
    ).toBeGreaterThanOrEqual(8);
    expect(await t.db.$count(testimonials, isNull(testimonials.trainerId))).toBe(6);
  });

  it("lists every training video in the app's gallery, in order, with a poster and its size", async () => {
    expect(TRAINING_VIDEOS.length).toBeGreaterThanOrEqual(8);
    const videos = await t.db
      .select()
      .from(multimedia)
      .where(and(isNull(multimedia.trainerId), eq(multimedia.kind, 'video')))
      .orderBy(multimedia.position);
    expect(videos.map((v) => ({ url: v.url, thumbnail: v.thumbnail, title: v.title }))).toEqual(
      TRAINING_VIDEOS.map((v) => ({
        url: `/videos/catalogue/${v.slug}.webm`,
        thumbnail: `/videos/catalogue/${v.slug}.webp`,
        title: v.title,
      })),
    );
    expect(videos.every((v) => v.width === 640 && v.height === 360)).toBe(true);

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/multimedias/app?kind=video' });
    expect(res.statusCode).toBe(200);
    expect(res.json().media.map((m: { title: string }) => m.title)).toEqual(
      TRAINING_VIDEOS.map((v) => v.title),
    );
    const [bikash] = await t.db.select({ id: users.id }).from(users).where(eq(users.slug, 'bikash-gurung'));
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/multimedias/trainer/${bikash.id}?kind=video`,
    });
    expect(own.json().media.map((m: { url: string }) => m.url)).toEqual(
      TRAINER_VIDEOS['bikash-gurung'].map((slug) => `/videos/catalogue/${slug}.webm`),
    );
  });

  it('gives every template a schedule: every week, 3-5 days, 4-7 activities a day', async () => {
    const all = await t.db.select({ id: templates.id, weeks: templates.weeks }).from(templates);
    const days = await t.db
      .select({
        templateId: templateDayActivities.templateId,
        week: templateDayActivities.week,
        day: templateDayActivities.day,
        n: count(),
      })
      .from(templateDayActivities)
      .groupBy(templateDayActivities.templateId, templateDayActivities.week, templateDayActivities.day);
    const byTemplate = groupBy(days, (d) => d.templateId);
    for (const tpl of all) {
      const rows = byTemplate.get(tpl.id) ?? [];
      const weeks = groupBy(rows, (d) => d.week);
      expect([...weeks.keys()].sort((a, b) => a - b)).toEqual(
        Array.from({ length: tpl.weeks }, (_, i) => i + 1),
      );
      for (const week of weeks.values()) {
        expect(week.length).toBeGreaterThanOrEqual(3);
        expect(week.length).toBeLessThanOrEqual(5);
        for (const d of week) {
          expect(d.n).toBeGreaterThanOrEqual(4);
          expect(d.n).toBeLessThanOrEqual(7);
        }
      }
    }
  });

  it('has products entirely out of stock and sizes out of stock, with prices that follow the rules', async () => {
    const rates = groupBy(await t.db.select().from(productRates), (r) => r.productId);
    const all = await t.db.select().from(products);
    const soldOut = all.filter((p) => rates.get(p.id)!.every((r) => r.stock === 0));
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(
      all.some(
        (p) => rates.get(p.id)!.some((r) => r.stock === 0) && rates.get(p.id)!.some((r) => r.stock > 0),
      ),
    ).toBe(true);
    for (const p of all) {
      const sizes = rates.get(p.id)!;
      expect(p.images.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeLessThanOrEqual(4);
      for (const r of sizes) {
        expect(r.discountedPrice).toBeLessThanOrEqual(r.price);
        if (!p.discountActive) expect(r.discountedPrice).toBe(r.price);
      }
      expect(p.minPrice).toBe(Math.min(...sizes.map((r) => r.discountedPrice)));
    }
    expect(all.some((p) => p.discountActive)).toBe(true);
  });

  it('sets programme min_price to the lowest offered discounted rate, with one plan not offered', async () => {
    const cRates = groupBy(await t.db.select().from(coachingRates), (r) => r.coachingId);
    for (const c of await t.db.select().from(coachings)) {
      const rs = cRates.get(c.id)!;
      expect(rs.length).toBeGreaterThanOrEqual(2);
      expect(rs.length).toBeLessThanOrEqual(4);
      const offered = rs
        .flatMap((r) => [r.discountedW4Rate, r.discountedW12Rate, r.discountedW24Rate])
        .filter(isOffered);
      expect(c.minPrice).toBe(Math.min(...offered));
    }
    expect([...cRates.values()].flat().some((r) => r.discountedW24Rate === 0)).toBe(true);

    const qRates = groupBy(await t.db.select().from(consultationRates), (r) => r.consultationId);
    for (const c of await t.db.select().from(consultations)) {
      const rs = qRates.get(c.id)!;
      expect(rs.length).toBeGreaterThanOrEqual(2);
      const offered = rs
        .flatMap((r) => [r.discountedQuarterHourRate, r.discountedHalfHourRate, r.discountedHourRate])
        .filter(isOffered);
      expect(c.minPrice).toBe(Math.min(...offered));
    }
  });

  it("keeps every item's average_rating and rating_count equal to its reviews", async () => {
    const byItem = groupBy(await t.db.select().from(reviews), (r) => r.itemId);
    const items = [
      ...(await t.db
        .select({ id: templates.id, avg: templates.averageRating, n: templates.ratingCount })
        .from(templates)),
      ...(await t.db
        .select({ id: products.id, avg: products.averageRating, n: products.ratingCount })
        .from(products)),
      ...(await t.db
        .select({ id: coachings.id, avg: coachings.averageRating, n: coachings.ratingCount })
        .from(coachings)),
      ...(await t.db
        .select({ id: consultations.id, avg: consultations.averageRating, n: consultations.ratingCount })
        .from(consultations)),
    ];
    let reviewed = 0;
    for (const item of items) {
      const rs = byItem.get(item.id) ?? [];
      expect(item.n).toBe(rs.length);
      // Stars are half steps, so sum * 10 is an exact integer and the rounding is exact.
      const expected = rs.length
        ? Math.round((rs.reduce((s, r) => s + r.stars, 0) * 10) / rs.length) / 10
        : 0;
      expect(item.avg).toBe(expected);
      if (rs.length) {
        reviewed++;
        expect(rs.length).toBeGreaterThanOrEqual(3);
        expect(rs.length).toBeLessThanOrEqual(8);
      }
    }
    expect(reviewed / items.length).toBeGreaterThan(0.8);
    expect(reviewed).toBeLessThan(items.length); // some items show the empty state
  });

  it('references only image and video files that exist, and covers carry their titles', async () => {
    const paths = [
      ...(await t.db.select({ p: templates.cover }).from(templates)).map((r) => r.p),
      ...(await t.db.select({ p: products.images }).from(products)).flatMap((r) => r.p),
      ...(await t.db.select({ p: productCategories.icon }).from(productCategories)).map((r) => r.p),
      ...(await t.db.select({ p: users.profilePic }).from(users)).map((r) => r.p),
      ...(await t.db.select({ p: coachings.cover }).from(coachings)).map((r) => r.p),
      ...(await t.db.select({ p: consultations.cover }).from(consultations)).map((r) => r.p),
      ...(await t.db.select({ p: coachingAchievements.profilePic }).from(coachingAchievements)).map(
        (r) => r.p,
      ),
      ...(await t.db.select({ p: multimedia.url, q: multimedia.thumbnail }).from(multimedia)).flatMap((r) => [
        r.p,
        r.q,
      ]),
      ...(await t.db.select({ p: testimonials.profilePic }).from(testimonials)).map((r) => r.p),
    ].filter((p): p is string => !!p);
    expect(paths.length).toBeGreaterThan(200);
    const missing = paths.filter(
      (p) => !/^\/(images|videos)\/catalogue\//.test(p) || !existsSync(path.join(PUBLIC, p)),
    );
    expect(missing).toEqual([]);
    // Every video and its poster ships, and stays small enough to send on a phone connection.
    const videoFiles = paths.filter((p) => p.startsWith('/videos/'));
    expect(videoFiles.length).toBeGreaterThanOrEqual(2 * TRAINING_VIDEOS.length);
    for (const v of TRAINING_VIDEOS) {
      const webm = readFileSync(path.join(PUBLIC, `/videos/catalogue/${v.slug}.webm`));
      expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML: a WebM file
      expect(webm.length).toBeLessThan(400 * 1024);
      const webp = readFileSync(path.join(PUBLIC, `/videos/catalogue/${v.slug}.webp`));
      expect(webp.subarray(8, 12).toString()).toBe('WEBP');
    }

    const label = (file: string) =>
      readFileSync(path.join(PUBLIC, file), 'utf8')
        .match(/aria-label="([^"]*)"/)![1]
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    for (const r of await t.db.select({ title: templates.title, cover: templates.cover }).from(templates))
      expect(label(r.cover)).toBe(r.title);
    for (const r of await t.db.select({ title: coachings.title, cover: coachings.cover }).from(coachings))
      expect(label(r.cover)).toBe(r.title);
    for (const r of await t.db
      .select({ title: consultations.title, cover: consultations.cover })
      .from(consultations))
      expect(label(r.cover)).toBe(r.title);
    for (const r of await t.db.select({ title: products.title, images: products.images }).from(products))
      expect(label(r.images[0])).toBe(r.title);
  });

  // The text of an SVG's <text> elements, with their y attribute, unescaped.
  const svgTexts = (file: string) =>
    [...readFileSync(path.join(PUBLIC, file), 'utf8').matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(
      ([, attrs, text]) => ({
        y: Number(/ y="([\d.]+)"/.exec(attrs)?.[1]),
        kicker: attrs.includes('letter-spacing="3"'),
        text: text
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      }),
    );
  // A cover's kicker line (e.g. "12 WEEKS · BEGINNER") and the numbers it names.
  const kickerNumbers = (cover: string) => {
    const kickers = svgTexts(cover).filter((t) => t.kicker);
    expect(kickers).toHaveLength(1);
    return (kickers[0].text.match(/\d+/g) ?? []).map(Number);
  };

  it('names on covers only the lengths on offer: a template its own weeks, a programme what all its trainers offer', async () => {
    for (const r of await t.db.select({ cover: templates.cover, weeks: templates.weeks }).from(templates))
      expect(kickerNumbers(r.cover)).toEqual([r.weeks]);

    // A cover is one image for every trainer of a programme, so it may name a plan only if each offers it.
    const cRates = groupBy(await t.db.select().from(coachingRates), (r) => r.coachingId);
    for (const c of await t.db.select().from(coachings)) {
      for (const weeks of kickerNumbers(c.cover)) {
        const field = ({ 4: 'discountedW4Rate', 12: 'discountedW12Rate', 24: 'discountedW24Rate' } as const)[
          weeks as 4 | 12 | 24
        ];
        expect(field, `${c.slug} names ${weeks} weeks`).toBeDefined();
        for (const rate of cRates.get(c.id)!)
          expect(isOffered(rate[field]), `${c.slug} names ${weeks} weeks`).toBe(true);
      }
    }
    const qRates = groupBy(await t.db.select().from(consultationRates), (r) => r.consultationId);
    for (const c of await t.db.select().from(consultations)) {
      for (const minutes of kickerNumbers(c.cover)) {
        const field = (
          {
            15: 'discountedQuarterHourRate',
            30: 'discountedHalfHourRate',
            60: 'discountedHourRate',
          } as const
        )[minutes as 15 | 30 | 60];
        expect(field, `${c.slug} names ${minutes} min`).toBeDefined();
        for (const rate of qRates.get(c.id)!)
          expect(isOffered(rate[field]), `${c.slug} names ${minutes} min`).toBe(true);
      }
    }
  });

  it("keeps the top of product images free of text for the shop's ribbons, with the brand tag at the bottom", async () => {
    const rows = await t.db
      .select({ slug: products.slug, images: products.images, brand: brands.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId));
    expect(rows.length).toBeGreaterThan(30);
    for (const r of rows) {
      for (const image of r.images) {
        const texts = svgTexts(image);
        // The caption band at the bottom (y 490 to 600) holds the brand tag.
        expect(
          texts.some((x) => x.text === r.brand.toUpperCase() && x.y >= 490),
          image,
        ).toBe(true);
        // Out of stock sits at the top left, the discount at the top right: no text up there.
        expect(
          texts.filter((x) => x.y < 150),
          image,
        ).toEqual([]);
      }
    }
  });

  it('lets the demo trainer sign in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'trainer@oxstrength.test', password: 'Trainer@123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Bikash Gurung',
      user_type: 'Trainer',
      profile_pic: '/images/catalogue/trainers/bikash-gurung.svg',
    });
  });

  it('adds nothing when it runs again', async () => {
    const tables = [
      templates,
      templateDayActivities,
      products,
      productRates,
      coachingRates,
      consultationRates,
      reviews,
      users,
      multimedia,
      testimonials,
      personalAchievements,
    ];
    const counts = async () => Promise.all(tables.map((table) => t.db.$count(table)));
    const before = await counts();
    await seedCatalogue(t.db);
    expect(await counts()).toEqual(before);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(distinct ${reviews.userId})::int` })
      .from(reviews);
    expect(n).toBeGreaterThanOrEqual(15);
  });
});
