import type { Db } from '../../client';
import { seedCategories } from './categories';
import { seedMediaAndTestimonials } from './media-and-testimonials';
import { seedProducts } from './products';
import { seedProgrammes } from './programmes';
import { seedReviews } from './reviews';
import { daysAgo } from './seeded-random';
import { seedTemplates } from './templates';
import { seedTrainers } from './trainers';

/**
 * The catalogue a new shop opens with: categories, six trainers (the demo trainer among them), templates with
 * weekly schedules, products with sizes and stock, coaching and consultations, galleries, testimonials and
 * reviews. One transaction, so a failure leaves nothing half-written; every insert skips existing slugs.
 */
export async function seedCatalogue(db: Db, now = new Date()) {
  await db.transaction(async (tx) => {
    const ids = await seedCategories(tx);
    const trainers = await seedTrainers(tx, ids.training, daysAgo(now, 600));
    const templateIds = await seedTemplates(tx, ids, trainers, now);
    const productIds = await seedProducts(tx, ids, now);
    const programmes = await seedProgrammes(tx, trainers, now);
    await seedMediaAndTestimonials(tx, trainers, now);
    await seedReviews(tx, { templates: templateIds, products: productIds, programmes }, now);
  });
}
