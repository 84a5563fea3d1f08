import { index, integer, pgEnum, text } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, moment } from './columns';

export const offerKindEnum = pgEnum('offer_kind', ['all', 'product', 'template', 'coaching', 'consultation']);
export const offerStatusEnum = pgEnum('offer_status', ['active', 'inactive']);

/** Promotional banners, shown per kind of item. */
export const offers = keyedTable(
  'offers',
  {
    title: text('title').notNull(),
    info: text('info').notNull(),
    /** URL path of the banner image (served by the app). */
    cover: text('cover').notNull(),
    /** Where the banner leads, an app path such as /template. */
    link: text('link'),
    validOn: offerKindEnum('valid_on').notNull().default('all'),
    status: offerStatusEnum('status').notNull().default('active'),
    position: integer('position').notNull().default(0),
    startsAt: moment('starts_at'),
    endsAt: moment('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [index('offers_status_kind_idx').on(t.status, t.validOn, t.position)],
);
