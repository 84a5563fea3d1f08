import { index, integer, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, keyedTable, moment } from './columns';

/**
 * Every mail the product sends is kept here; staff can read it when no SMTP server is configured. With SMTP it
 * is also the outbox a job delivers from, with retries (plugins/mail-delivery.ts, decision 025).
 */
export const mailOutbox = keyedTable(
  'mail_outbox',
  {
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    /** stored (no SMTP configured), queued (to deliver), sent or failed (attempts used up) */
    status: text('status').notNull().default('queued'),
    error: text('error'),
    /** Delivery attempts started so far. */
    attempts: integer('attempts').notNull().default(0),
    /** A queued mail is delivered once this has passed (a retry's backoff, or the lease of an attempt). */
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
  ],
);
