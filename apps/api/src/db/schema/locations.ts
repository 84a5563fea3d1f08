import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';

/** The 7 provinces and 77 districts of Nepal (seeded from shared/data). */
export const provinces = pgTable(
  'provinces',
  {
    id: id(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('provinces_name_key').on(t.name), uniqueIndex('provinces_number_key').on(t.number)],
);

export const districts = pgTable(
  'districts',
  {
    id: id(),
    provinceId: uuid('province_id')
      .notNull()
      .references(() => provinces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('districts_province_name_key').on(t.provinceId, t.name),
    index('districts_province_idx').on(t.provinceId),
  ],
);
