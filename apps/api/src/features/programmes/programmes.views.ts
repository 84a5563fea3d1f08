import { QueryBuilder } from 'drizzle-orm/pg-core';
import { coachings, consultations } from '../../db/schema/programmes';

/**
 * What other areas may read of a coaching or consultation programme, as views to join in their own queries
 * (docs/decisions/041): what a cart line or a subscription shows of the programme it is for. The programme
 * tables stay private to this area.
 */
const qb = new QueryBuilder();

const cardColumns = (t: typeof coachings) => ({
  id: t.id,
  slug: t.slug,
  title: t.title,
  cover: t.cover,
  discountActive: t.discountActive,
  discountTitle: t.discountTitle,
  discountPercentage: t.discountPercentage,
  published: t.published,
});

/** A coaching programme as a line or a subscription names it: title, slug, cover, its discount, published. */
export const coachingCards = qb.select(cardColumns(coachings)).from(coachings).as('coaching_cards');

/** A consultation as a line or a subscription names it (the same columns as a coaching's). */
export const consultationCards = qb
  .select(cardColumns(consultations as unknown as typeof coachings))
  .from(consultations)
  .as('consultation_cards');

/** The card view of a programme kind, by its name. */
export const programmeCardsOf = (name: 'coaching' | 'consultation') =>
  name === 'coaching' ? coachingCards : consultationCards;
