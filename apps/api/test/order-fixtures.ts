import type { OrderLineSnapshot } from '../src/db/schema/orders';

/**
 * An order line's snapshot that names only a title (and what `rest` sets): for tests whose lines need not show a
 * catalogue item.
 */
export const titleOnlySnapshot = (
  title: string,
  rest: Partial<OrderLineSnapshot> = {},
): OrderLineSnapshot => ({
  title,
  slug: null,
  cover: null,
  images: [],
  product_brand: null,
  product_category: null,
  training_category: null,
  trainer: null,
  size: null,
  weeks: null,
  ...rest,
});
