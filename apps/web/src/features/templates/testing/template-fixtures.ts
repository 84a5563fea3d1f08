import { categoryJson, type Category } from '@oxstrength/shared/contracts/categories';
import { pagedJson } from '@oxstrength/shared/contracts/reply';
import {
  templateCardJson,
  templateJson,
  type Template,
  type TemplateCard,
} from '@oxstrength/shared/contracts/templates';

/** Test records shaped like the API's replies: each builder parses with the API's reply contract. */

export const templateCard = (n: number, overrides: Partial<TemplateCard> = {}): TemplateCard =>
  templateCardJson.parse({
    _id: `t${n}`,
    slug: `template-${n}`,
    title: `Template ${n}`,
    cover: `/images/catalogue/templates/template-${n}.webp`,
    price: 2000,
    discounted_price: 2000,
    weeks: 12,
    discount: { active: false, title: null, discount_percentage: 0 },
    training_category: { _id: 'tc1', name: 'Strength' },
    template_category: { _id: 'c1', name: 'Powerlifting' },
    trainer: { _id: 'tr1', name: 'Bikash Gurung', slug: 'bikash-gurung' },
    average_rating: 4.5,
    rating_count: 12,
    featured: false,
    added_to_cart: false,
    ...overrides,
  });

export const template = (overrides: Partial<Template> = {}): Template =>
  templateJson.parse({
    ...templateCard(1),
    detail: {
      program_description: '<p>A twelve week strength programme.</p>',
      requirement: 'A barbell and a rack',
      difficulty: 'Intermediate',
      who_is_it_for: 'Lifters with a year of training',
      lifting_frequency: '4 days a week',
      disclaimer: 'Consult a doctor first.',
    },
    whats_inside: ['Warm-up routines', 'Video demonstrations'],
    schedule_outline: Array.from({ length: 12 }, (_, i) => ({ week: i + 1, days: 4 })),
    ...overrides,
  });

/** A training or template category (GET /training/categories, /template/categories). */
export const category = (value: Category): Category => categoryJson.parse(value);

export const paged = (page: number, size: number, total: number) =>
  pagedJson.parse({
    currentPage: page,
    totalPage: Math.max(1, Math.ceil(total / size)),
    totalDocuments: total,
  });
