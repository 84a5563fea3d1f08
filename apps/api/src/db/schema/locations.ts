import { index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { keyedTable, requiredRef } from './columns';

/** The 7 provinces and 77 districts of Nepal (seeded from shared/data). */
export const provinces = keyedTable(
  'provinces',
  {
    number: integer('number').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('provinces_name_key').on(t.name), uniqueIndex('provinces_number_key').on(t.number)],
);

export const districts = keyedTable(
  'districts',
  {
    provinceId: requiredRef('province_id', () => provinces.id, 'cascade'),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('districts_province_name_key').on(t.provinceId, t.name),
    index('districts_province_idx').on(t.provinceId),
  ],
);
