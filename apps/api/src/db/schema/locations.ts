import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, requiredRef } from './columns';

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
    provinceId: requiredRef('province_id', () => provinces.id, 'cascade'),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('districts_province_name_key').on(t.provinceId, t.name),
    index('districts_province_idx').on(t.provinceId),
  ],
);
