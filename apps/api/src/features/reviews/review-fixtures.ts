import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/products';
import { coachings, consultations } from '../../db/schema/programmes';
import { reviews } from '../../db/schema/reviews';
import { templates } from '../../db/schema/templates';
import type { ReviewKind } from './review-kinds';

/** Test fixtures: one reviewable item of each kind. */

export const clearReviews = (db: Db) => db.delete(reviews);

const slug = (word: string) => `${word}-${randomUUID().slice(0, 8)}`;

/** A new item of the kind; returns its id. */
export async function makeReviewable(db: Db, kind: ReviewKind['path'], published = true): Promise<string> {
  const title = `Review test ${kind}`;
  switch (kind) {
    case 'template': {
      const detail = {
        program_description: '',
        requirement: '',
        difficulty: 'Beginner',
        who_is_it_for: '',
        lifting_frequency: '',
        disclaimer: '',
      };
      const [row] = await db
        .insert(templates)
        .values({ slug: slug(kind), title, cover: '/c.svg', price: 150000, weeks: 4, detail, published })
        .returning({ id: templates.id });
      return row.id;
    }
    case 'product': {
      const [row] = await db
        .insert(products)
        .values({ slug: slug(kind), title, published })
        .returning({ id: products.id });
      return row.id;
    }
    case 'coaching': {
      const [row] = await db
        .insert(coachings)
        .values({ slug: slug(kind), title, cover: '/c.svg', published })
        .returning({ id: coachings.id });
      return row.id;
    }
    case 'consultation': {
      const [row] = await db
        .insert(consultations)
        .values({ slug: slug(kind), title, cover: '/c.svg', published })
        .returning({ id: consultations.id });
      return row.id;
    }
  }
}
