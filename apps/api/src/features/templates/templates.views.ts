import { QueryBuilder } from 'drizzle-orm/pg-core';
import { templates } from '../../db/schema/templates';

/**
 * What other areas may read of the templates, as views to join in their own queries (docs/decisions/041); the
 * templates tables stay private to this area.
 */
const qb = new QueryBuilder();

/** A template as it is sold (published or not): what a cart line shows of it, its price and discount. */
export const templatesForSale = qb
  .select({
    id: templates.id,
    slug: templates.slug,
    title: templates.title,
    cover: templates.cover,
    price: templates.price,
    discountActive: templates.discountActive,
    discountTitle: templates.discountTitle,
    discountPercentage: templates.discountPercentage,
    weeks: templates.weeks,
    published: templates.published,
    trainingCategoryId: templates.trainingCategoryId,
    trainerId: templates.trainerId,
  })
  .from(templates)
  .as('templates_for_sale');
