import { jsonb, text } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, updatedAt } from './columns';

export const contactMessages = keyedTable('contact_messages', {
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** A single row: the business's public contact details. */
export const contactInformation = keyedTable('contact_information', {
  email: text('email').notNull(),
  contactNum: text('contact_num').notNull(),
  address: text('address').notNull().default('Online'),
  openHours: text('open_hours').notNull().default('24 hours'),
  social: jsonb('social')
    .$type<{ facebook?: string; twitter?: string; instagram?: string }>()
    .notNull()
    .default({}),
  updatedAt: updatedAt(),
});
