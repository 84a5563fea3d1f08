import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import { discountedPrice } from '@oxstrength/shared/pricing';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/test-app';
import { makeCoaching, makeConsultation } from '../features/programmes/programme-fixtures';
import { insertProduct } from '../features/products/product-fixtures';
import { insertTemplate } from '../features/templates/template-fixtures';
import { makeTrainer } from '../features/trainers/trainer-fixtures';
import { coachingRates, coachings, consultationRates } from './schema/programmes';
import { productRates, products } from './schema/products';
import { templates } from './schema/templates';

/**
 * drizzle/0016_whole_rupees.sql (decision 035) on rates stored in paisa before it, run the way the migrator
 * runs it: statement by statement, in one transaction.
 */
const MIGRATION = readFileSync(
  path.resolve(import.meta.dirname, '../../drizzle/0016_whole_rupees.sql'),
  'utf8',
);

const t = testAppForFile();

const rowsOf = async (query: SQL) =>
  ((await t.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

async function runMigration() {
  const statements = MIGRATION.split('--> statement-breakpoint').filter((s) => s.trim());
  await t.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

describe('0016_whole_rupees', () => {
  it('seeds every rate in whole rupees (the shared rule)', async () => {
    const notWhole = await rowsOf(sql`
      select 'product' as kind from product_rates where price % 100 <> 0 or discounted_price % 100 <> 0
      union all select 'template' from templates where price % 100 <> 0 or effective_price % 100 <> 0
      union all select 'coaching' from coaching_rates where discounted_w4_rate % 100 <> 0
        or discounted_w12_rate % 100 <> 0 or discounted_w24_rate % 100 <> 0
      union all select 'consultation' from consultation_rates where discounted_quarter_hour_rate % 100 <> 0
        or discounted_half_hour_rate % 100 <> 0 or discounted_hour_rate % 100 <> 0`);
    expect(notWhole).toEqual([]);
  });

  it('rounds every stored rate half up to whole rupees, as the shared rule does; again changes nothing', async () => {
    const key = randomUUID().slice(0, 6);
    const trainer = await makeTrainer(t.db, { name: `Rounding Coach ${key}` });
    // Written by the old rule (rounded at the paisa): Rs. 4,099.50 and Rs. 4,099 at 20 % off.
    const halfRupee = await insertTemplate(t.db, { title: `Half Rupee ${key}`, price: 409_950 });
    const discounted = await insertTemplate(t.db, {
      title: `Discounted ${key}`,
      price: 409_900,
      discount: { active: true, percentage: 20 },
    });
    const product = await insertProduct(t.db, {
      title: `Rounding Whey ${key}`,
      rates: [
        { size: 'S', price: 249_950, discountedPrice: 219_920, stock: 1 },
        { size: 'M', price: 300_000, discountedPrice: 254_950, stock: 1 },
      ],
    });
    await t.db.update(products).set({ minPrice: 219_920 }).where(eq(products.id, product.id));
    const coaching = await makeCoaching(t.db, { title: `Rounding Coaching ${key}` }, [
      { trainerId: trainer.id, plans: { w4: [600_049, 549_950], w12: [1_500_000, 1_349_999] } },
    ]);
    await t.db.update(coachings).set({ minPrice: 549_950 }).where(eq(coachings.id, coaching.id));
    const consultation = await makeConsultation(t.db, { title: `Rounding Consultation ${key}` }, [
      { trainerId: trainer.id, plans: { half_hour: [150_000, 127_520], hour: [250_000, 212_550] } },
    ]);

    await runMigration();
    const templateRows = await t.db
      .select({ id: templates.id, price: templates.price, effective: templates.effectivePrice })
      .from(templates);
    expect(templateRows.find((r) => r.id === halfRupee.id)).toMatchObject({
      price: 410_000,
      effective: 410_000,
    });
    expect(templateRows.find((r) => r.id === discounted.id)).toMatchObject({
      price: 409_900,
      effective: discountedPrice(409_900, { active: true, discount_percentage: 20 }),
    });
    expect(templateRows.find((r) => r.id === discounted.id)!.effective).toBe(327_900);
    const sizes = await t.db
      .select({
        size: productRates.size,
        price: productRates.price,
        discounted: productRates.discountedPrice,
      })
      .from(productRates)
      .where(eq(productRates.productId, product.id))
      .orderBy(productRates.position);
    expect(sizes).toEqual([
      { size: 'S', price: 250_000, discounted: 219_900 },
      { size: 'M', price: 300_000, discounted: 255_000 },
    ]);
    const [{ minPrice }] = await t.db
      .select({ minPrice: products.minPrice })
      .from(products)
      .where(eq(products.id, product.id));
    expect(minPrice).toBe(219_900);
    const [coachingRate] = await t.db
      .select()
      .from(coachingRates)
      .where(eq(coachingRates.coachingId, coaching.id));
    expect(coachingRate).toMatchObject({
      w4Rate: 600_000,
      discountedW4Rate: 550_000,
      w12Rate: 1_500_000,
      discountedW12Rate: 1_350_000,
      w24Rate: 0,
      discountedW24Rate: 0,
    });
    const [{ coachingMin }] = await t.db
      .select({ coachingMin: coachings.minPrice })
      .from(coachings)
      .where(eq(coachings.id, coaching.id));
    expect(coachingMin).toBe(550_000);
    const [consultationRate] = await t.db
      .select()
      .from(consultationRates)
      .where(eq(consultationRates.consultationId, consultation.id));
    expect(consultationRate).toMatchObject({
      halfHourRate: 150_000,
      discountedHalfHourRate: 127_500,
      hourRate: 250_000,
      discountedHourRate: 212_600,
      quarterHourRate: 0,
    });

    // The price sorts still have their index, and a second run changes nothing.
    const index = await rowsOf(
      sql`select indexname from pg_indexes where tablename = 'templates' and indexname = 'templates_price_idx'`,
    );
    expect(index).toHaveLength(1);
    await runMigration();
    const [again] = await t.db
      .select({ discounted: productRates.discountedPrice })
      .from(productRates)
      .where(eq(productRates.productId, product.id))
      .orderBy(productRates.position);
    expect(again.discounted).toBe(219_900);
  });
});
