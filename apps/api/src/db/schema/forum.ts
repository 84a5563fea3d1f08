import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { trainingCategories } from './categories';
import { createdAt, keyedTable, moment, optionalRef, requiredRef } from './columns';
import { users } from './users';

/**
 * The forum (issue 21, decision 023). Counts live on the rows (likes, dislikes, comments_count, views) and move
 * in the transaction that writes the reaction, comment or view they count, with the item's row locked, so they
 * always equal the stored rows.
 */
export const forums = keyedTable(
  'forums',
  {
    authorId: requiredRef('author_id', () => users.id, 'cascade'),
    topic: text('topic').notNull(),
    description: text('description').notNull(),
    coverImage: text('cover_image'),
    trainingCategoryId: requiredRef('training_category_id', () => trainingCategories.id, 'restrict'),
    slug: text('slug').notNull(),
    /** Set by an admin: shown in the featured strip. */
    featured: boolean('featured').notNull().default(false),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    /** Visible top-level comments. */
    commentsCount: integer('comments_count').notNull().default(0),
    /** Viewers per day: one per user per Nepal day. */
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('forums_latest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('forums_views_idx').on(t.views.desc(), t.createdAt.desc()),
    index('forums_comments_idx').on(t.commentsCount.desc(), t.createdAt.desc()),
    index('forums_category_idx').on(t.trainingCategoryId, t.createdAt.desc()),
    index('forums_author_idx').on(t.authorId, t.createdAt.desc()),
    index('forums_featured_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.featured}`),
    check('forums_topic_length_check', sql`char_length(${t.topic}) <= 300`),
    check(
      'forums_counts_check',
      sql`${t.likes} >= 0 AND ${t.dislikes} >= 0 AND ${t.commentsCount} >= 0 AND ${t.views} >= 0`,
    ),
  ],
);

/** A comment on a discussion, or (with parentId) a reply to a top-level comment. */
export const forumComments = keyedTable(
  'forum_comments',
  {
    forumId: requiredRef('forum_id', () => forums.id, 'cascade'),
    parentId: optionalRef('parent_id', (): AnyPgColumn => forumComments.id, 'cascade'),
    authorId: requiredRef('author_id', () => users.id, 'cascade'),
    content: text('content').notNull(),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    /** Visible replies. */
    commentsCount: integer('comments_count').notNull().default(0),
    /** Hidden by an admin: no longer listed nor counted. */
    hiddenAt: moment('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('forum_comments_forum_idx')
      .on(t.forumId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} IS NULL AND ${t.hiddenAt} IS NULL`),
    index('forum_comments_parent_idx')
      .on(t.parentId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} IS NULL`),
    index('forum_comments_author_idx').on(t.authorId, t.createdAt.desc()),
    check(
      'forum_comments_counts_check',
      sql`${t.likes} >= 0 AND ${t.dislikes} >= 0 AND ${t.commentsCount} >= 0`,
    ),
  ],
);

/** One reaction per user per discussion: 1 like, -1 dislike. */
export const forumReactions = pgTable(
  'forum_reactions',
  {
    forumId: requiredRef('forum_id', () => forums.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    value: smallint('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.forumId, t.userId] }),
    check('forum_reactions_value_check', sql`${t.value} IN (-1, 1)`),
  ],
);

/** One reaction per user per comment or reply: 1 like, -1 dislike. */
export const forumCommentReactions = pgTable(
  'forum_comment_reactions',
  {
    commentId: requiredRef('comment_id', () => forumComments.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    value: smallint('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    check('forum_comment_reactions_value_check', sql`${t.value} IN (-1, 1)`),
  ],
);

/** Who viewed a discussion on which (Nepal) day: a view counts once per viewer per day. */
export const forumViews = pgTable(
  'forum_views',
  {
    forumId: requiredRef('forum_id', () => forums.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.forumId, t.userId, t.day] })],
);
