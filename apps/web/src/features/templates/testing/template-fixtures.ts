import { categoryJson, type Category } from '@oxstrength/shared/contracts/categories';
import { pagedJson } from '@oxstrength/shared/contracts/reply';
import { templateJson, type Template } from '@oxstrength/shared/contracts/templates';
import { templateCard } from '../../../testing/template-card-fixture';

/** Test records shaped like the API's replies: each builder parses with the API's reply contract. */

export { templateCard };

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
