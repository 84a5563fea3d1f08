import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema/products';
import { coachings, consultations } from '../../db/schema/programmes';
import type { reviewableEnum } from '../../db/schema/reviews';
import { templates } from '../../db/schema/templates';

/** Everything that differs between the four reviewable kinds of item. The only place that maps them. */
export interface ReviewKind {
  /** The path word: GET /<path>/reviews/{id}, POST /<path>/review. */
  path: 'template' | 'product' | 'coaching' | 'consultation';
  itemType: (typeof reviewableEnum.enumValues)[number];
  /** The body field naming the item on POST. */
  idField: 'template_id' | 'product_id' | 'coaching_id' | 'consultation_id';
  notFound: string;
  /** The item's table and the columns reviews read and keep (every reviewable table has all four). */
  table: PgTable;
  id: PgColumn;
  published: PgColumn;
  averageRating: PgColumn;
  ratingCount: PgColumn;
}

const columns = (t: typeof templates | typeof products | typeof coachings | typeof consultations) => ({
  table: t,
  id: t.id,
  published: t.published,
  averageRating: t.averageRating,
  ratingCount: t.ratingCount,
});

export const REVIEW_KINDS: readonly ReviewKind[] = [
  {
    path: 'template',
    itemType: 'Template',
    idField: 'template_id',
    notFound: 'Template not found',
    ...columns(templates),
  },
  {
    path: 'product',
    itemType: 'Product',
    idField: 'product_id',
    notFound: 'Product not found',
    ...columns(products),
  },
  {
    path: 'coaching',
    itemType: 'Coaching',
    idField: 'coaching_id',
    notFound: 'Coaching not found',
    ...columns(coachings),
  },
  {
    path: 'consultation',
    itemType: 'Consultation',
    idField: 'consultation_id',
    notFound: 'Consultation not found',
    ...columns(consultations),
  },
];
