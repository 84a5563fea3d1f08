import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, requiredRef, updatedAt } from './columns';
import { districts, provinces } from './locations';
import { users } from './users';

/** Stored as home, office, other; shown as Home, Work, Other. */
export const addressLabelEnum = pgEnum('address_label', ['home', 'office', 'other']);

/**
 * The delivery address as it was when the order was placed (addresses may later change or go): the addresses
 * area writes it, the orders area keeps it on the order (`orders.delivery_address`).
 */
export interface OrderDeliveryAddress {
  _id: string;
  label: 'home' | 'office' | 'other';
  name: string;
  email: string;
  mobile_num: string;
  address: { country: string; province: string; district: string; area: string; address_line1: string };
}

/** Delivery addresses of a user. At most one is primary. */
export const deliveryAddresses = keyedTable(
  'delivery_addresses',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    label: addressLabelEnum('label').notNull().default('home'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobileNum: text('mobile_num').notNull(),
    primary: boolean('primary').notNull().default(false),
    country: text('country').notNull().default('Nepal'),
    provinceId: requiredRef('province_id', () => provinces.id),
    districtId: requiredRef('district_id', () => districts.id),
    area: text('area').notNull(),
    addressLine1: text('address_line1').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('delivery_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('delivery_addresses_one_primary')
      .on(t.userId)
      .where(sql`${t.primary}`),
  ],
);
