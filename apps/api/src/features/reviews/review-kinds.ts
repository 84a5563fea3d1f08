import type { ItemRatings } from '../../db/item-ratings';
import type { reviewableEnum } from '../../db/schema/reviews';
import { productRatings } from '../products/products.service';
import { coachingRatings, consultationRatings } from '../programmes/programmes.service';
import { templateRatings } from '../templates/templates.service';

/** Everything that differs between the four reviewable kinds of item. The only place that maps them. */
export interface ReviewKind {
  /** The path word: GET /<path>/reviews/{id}, POST /<path>/review. */
  path: 'template' | 'product' | 'coaching' | 'consultation';
  itemType: (typeof reviewableEnum.enumValues)[number];
  /** The body field naming the item on POST. */
  idField: 'template_id' | 'product_id' | 'coaching_id' | 'consultation_id';
  notFound: string;
  /** The item's rating, read, locked and kept on its row by the item's own area. */
  ratings: ItemRatings;
}

export const REVIEW_KINDS: readonly ReviewKind[] = [
  {
    path: 'template',
    itemType: 'Template',
    idField: 'template_id',
    notFound: 'Template not found',
    ratings: templateRatings,
  },
  {
    path: 'product',
    itemType: 'Product',
    idField: 'product_id',
    notFound: 'Product not found',
    ratings: productRatings,
  },
  {
    path: 'coaching',
    itemType: 'Coaching',
    idField: 'coaching_id',
    notFound: 'Coaching not found',
    ratings: coachingRatings,
  },
  {
    path: 'consultation',
    itemType: 'Consultation',
    idField: 'consultation_id',
    notFound: 'Consultation not found',
    ratings: consultationRatings,
  },
];
