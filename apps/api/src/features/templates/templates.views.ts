import { templates } from '../../db/schema/templates';
import { columns, view } from '../../db/views';

/**
 * What other areas may read of the templates, as views to join in their own queries (docs/decisions/041); the
 * templates tables stay private to this area.
 */

/** A template as it is sold (published or not): what a cart line shows of it, its price and discount. */
export const templatesForSale = view(
  'templates_for_sale',
  templates,
  columns(
    templates,
    'id',
    'slug',
    'title',
    'cover',
    'price',
    'discountActive',
    'discountTitle',
    'discountPercentage',
    'weeks',
    'published',
    'trainingCategoryId',
    'trainerId',
  ),
);
