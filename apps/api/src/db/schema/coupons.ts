import { sql } from 'drizzle-orm';
import { boolean, check, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, moment, updatedAt } from './columns';

/** Discount codes: a percentage of the order total, while active and before expiry. Codes are stored upper-case. */
export const coupons = keyedTable(
  'coupons',
  {
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
    discountPercentage: integer('discount_percentage').notNull(),
    expiryDate: moment('expiry_date').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_percentage_check', sql`${t.discountPercentage} between 0 and 100`),
  ],
);
