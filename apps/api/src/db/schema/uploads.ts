import { sql } from 'drizzle-orm';
import { index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, keyedTable, moment, requiredRef } from './columns';
import { users } from './users';

/**
 * Every file the upload storage issued (issue 20, decision 021): its key in the storage, the URL it is served
 * from, who uploaded it and what for. A record that takes the file (a profile picture, a forum cover) marks it
 * used; files no record uses are deleted after 24 hours by the uploads sweep.
 */
export const uploads = keyedTable(
  'uploads',
  {
    key: text('key').notNull(),
    url: text('url').notNull(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** avatar or forum-cover. */
    purpose: text('purpose').notNull(),
    bytes: integer('bytes').notNull(),
    /** When a record took it; null while unused (and again once the record let it go). */
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_key_key').on(t.key),
    uniqueIndex('uploads_url_key').on(t.url),
    index('uploads_user_created_idx').on(t.userId, t.createdAt),
    index('uploads_unused_idx')
      .on(t.createdAt)
      .where(sql`used_at IS NULL`),
  ],
);
