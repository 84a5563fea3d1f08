import { text, uniqueIndex } from 'drizzle-orm/pg-core';
import { keyedTable, updatedAt } from './columns';

/** Staff-written pages (policies). description is HTML, sanitised whenever it is served. */
export const pages = keyedTable(
  'pages',
  {
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_slug_key').on(t.slug)],
);
