import { boolean, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, updatedAt } from './columns';

/** The id is a random uuid: it appears in unsubscribe links, so it must not be guessable. */
export const newsletterSubscribers = keyedTable(
  'newsletter_subscribers',
  {
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailBlacklisted: boolean('email_blacklisted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email)],
);
