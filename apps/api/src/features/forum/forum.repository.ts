import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { ForumSort } from '@oxstrength/shared/schemas/forum';
import type { Db, Tx } from '../../db/client';
import { trainingCategories } from '../../db/schema/categories';
import {
  forumCommentReactions,
  forumComments,
  forumReactions,
  forums,
  forumViews,
} from '../../db/schema/forum';
import { users } from '../../db/schema/users';

/** The forum's tables and nothing else (users and training categories are joined for names only). */

type Conn = Db | Tx;

const author = { id: users.id, name: users.name, slug: users.slug, profilePic: users.profilePic };

/** The caller's reaction (1, -1) to the row, or null; always null without a caller. */
const reactionOf = (
  table: typeof forumReactions | typeof forumCommentReactions,
  key: SQL,
  callerId: string | null,
) =>
  callerId
    ? sql<number | null>`(SELECT r.value FROM ${table} r WHERE ${key} AND r.user_id = ${callerId})`
    : sql<number | null>`NULL::smallint`;

const forumColumns = (callerId: string | null) => ({
  id: forums.id,
  topic: forums.topic,
  description: forums.description,
  coverImage: forums.coverImage,
  slug: forums.slug,
  featured: forums.featured,
  likes: forums.likes,
  dislikes: forums.dislikes,
  commentsCount: forums.commentsCount,
  views: forums.views,
  createdAt: forums.createdAt,
  author,
  category: { id: trainingCategories.id, name: trainingCategories.name },
  reaction: reactionOf(forumReactions, sql`r.forum_id = ${forums.id}`, callerId),
});

export type ForumRow = Awaited<ReturnType<typeof findForum>> & {};

export interface ForumFilter {
  sort: ForumSort;
  category?: string;
  author?: string;
  featured?: boolean;
  limit: number;
  offset: number;
}

const ORDER: Record<ForumSort, SQL[]> = {
  latest: [sql`${forums.createdAt} DESC`, sql`${forums.id} DESC`],
  popular: [sql`${forums.views} DESC`, sql`${forums.createdAt} DESC`, sql`${forums.id} DESC`],
  most_comments: [sql`${forums.commentsCount} DESC`, sql`${forums.createdAt} DESC`, sql`${forums.id} DESC`],
};

export async function findForumPage(db: Conn, f: ForumFilter, callerId: string | null) {
  const where = and(
    f.category ? eq(forums.trainingCategoryId, f.category) : undefined,
    f.author ? eq(forums.authorId, f.author) : undefined,
    f.featured ? eq(forums.featured, true) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(forumColumns(callerId))
      .from(forums)
      .innerJoin(users, eq(users.id, forums.authorId))
      .innerJoin(trainingCategories, eq(trainingCategories.id, forums.trainingCategoryId))
      .where(where)
      .orderBy(...ORDER[f.sort])
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(forums).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findForum(db: Conn, id: string, callerId: string | null) {
  const [row] = await db
    .select(forumColumns(callerId))
    .from(forums)
    .innerJoin(users, eq(users.id, forums.authorId))
    .innerJoin(trainingCategories, eq(trainingCategories.id, forums.trainingCategoryId))
    .where(eq(forums.id, id));
  return row;
}

export interface NewForum {
  authorId: string;
  topic: string;
  description: string;
  coverImage: string | null;
  trainingCategoryId: string;
  slug: string;
}

export async function insertForum(db: Conn, values: NewForum) {
  const [row] = await db.insert(forums).values(values).returning({ id: forums.id });
  return row!.id;
}

/** Locks the discussion's row until the transaction ends (reactions on it take turns). */
export async function lockForum(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: forums.id,
      authorId: forums.authorId,
      topic: forums.topic,
      coverImage: forums.coverImage,
      featured: forums.featured,
      likes: forums.likes,
      dislikes: forums.dislikes,
    })
    .from(forums)
    .where(eq(forums.id, id))
    .for('update');
  return row;
}

export const deleteForum = (tx: Tx, id: string) => tx.delete(forums).where(eq(forums.id, id));

export const setFeatured = (tx: Tx, id: string, featured: boolean) =>
  tx.update(forums).set({ featured }).where(eq(forums.id, id));

/** Counts one view per viewer per day: true when this is the viewer's first view of the day. */
export async function recordView(tx: Tx, forumId: string, userId: string, day: string) {
  const inserted = await tx
    .insert(forumViews)
    .values({ forumId, userId, day })
    .onConflictDoNothing()
    .returning({ day: forumViews.day });
  if (inserted.length === 0) return false;
  await tx
    .update(forums)
    .set({ views: sql`${forums.views} + 1` })
    .where(eq(forums.id, forumId));
  return true;
}

// Comments

const commentColumns = (callerId: string | null) => ({
  id: forumComments.id,
  forumId: forumComments.forumId,
  parentId: forumComments.parentId,
  content: forumComments.content,
  likes: forumComments.likes,
  dislikes: forumComments.dislikes,
  commentsCount: forumComments.commentsCount,
  createdAt: forumComments.createdAt,
  author,
  reaction: reactionOf(forumCommentReactions, sql`r.comment_id = ${forumComments.id}`, callerId),
});

export type CommentRow = Awaited<ReturnType<typeof findComment>> & {};

/** Visible comments of a discussion (parentId null) or visible replies of a comment, newest first. */
export async function findCommentPage(
  db: Conn,
  of: { forumId: string } | { parentId: string },
  page: { limit: number; offset: number },
  callerId: string | null,
) {
  const where = and(
    'forumId' in of
      ? and(eq(forumComments.forumId, of.forumId), isNull(forumComments.parentId))
      : eq(forumComments.parentId, of.parentId),
    isNull(forumComments.hiddenAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(commentColumns(callerId))
      .from(forumComments)
      .innerJoin(users, eq(users.id, forumComments.authorId))
      .where(where)
      .orderBy(desc(forumComments.createdAt), desc(forumComments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(forumComments).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findComment(db: Conn, id: string, callerId: string | null) {
  const [row] = await db
    .select(commentColumns(callerId))
    .from(forumComments)
    .innerJoin(users, eq(users.id, forumComments.authorId))
    .where(eq(forumComments.id, id));
  return row;
}

/** A visible comment's place: its discussion and parent (undefined when missing or hidden). */
export async function findVisibleComment(db: Conn, id: string) {
  const [row] = await db
    .select({ id: forumComments.id, forumId: forumComments.forumId, parentId: forumComments.parentId })
    .from(forumComments)
    .where(and(eq(forumComments.id, id), isNull(forumComments.hiddenAt)));
  return row;
}

/** Locks the comment's row until the transaction ends. */
export async function lockComment(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      id: forumComments.id,
      forumId: forumComments.forumId,
      parentId: forumComments.parentId,
      hiddenAt: forumComments.hiddenAt,
      likes: forumComments.likes,
      dislikes: forumComments.dislikes,
    })
    .from(forumComments)
    .where(eq(forumComments.id, id))
    .for('update');
  return row;
}

export async function insertComment(
  tx: Tx,
  values: { forumId: string; parentId: string | null; authorId: string; content: string },
) {
  const [row] = await tx.insert(forumComments).values(values).returning({ id: forumComments.id });
  return row!.id;
}

/** Moves the visible-comment count of the discussion (a comment) or of the parent comment (a reply). */
export async function moveCommentCount(tx: Tx, of: { forumId: string; parentId: string | null }, by: 1 | -1) {
  if (of.parentId)
    await tx
      .update(forumComments)
      .set({ commentsCount: sql`${forumComments.commentsCount} + ${by}` })
      .where(eq(forumComments.id, of.parentId));
  else
    await tx
      .update(forums)
      .set({ commentsCount: sql`${forums.commentsCount} + ${by}` })
      .where(eq(forums.id, of.forumId));
}

export const hideComment = (tx: Tx, id: string) =>
  tx.update(forumComments).set({ hiddenAt: new Date() }).where(eq(forumComments.id, id));

// Reactions (the item's row is locked by the caller)

export async function findForumReaction(tx: Tx, forumId: string, userId: string) {
  const [row] = await tx
    .select({ value: forumReactions.value })
    .from(forumReactions)
    .where(and(eq(forumReactions.forumId, forumId), eq(forumReactions.userId, userId)));
  return row?.value ?? null;
}

export async function writeForumReaction(tx: Tx, forumId: string, userId: string, value: number | null) {
  if (value === null)
    await tx
      .delete(forumReactions)
      .where(and(eq(forumReactions.forumId, forumId), eq(forumReactions.userId, userId)));
  else
    await tx
      .insert(forumReactions)
      .values({ forumId, userId, value })
      .onConflictDoUpdate({ target: [forumReactions.forumId, forumReactions.userId], set: { value } });
}

export async function setForumCounts(tx: Tx, id: string, likes: number, dislikes: number) {
  await tx.update(forums).set({ likes, dislikes }).where(eq(forums.id, id));
}

export async function findCommentReaction(tx: Tx, commentId: string, userId: string) {
  const [row] = await tx
    .select({ value: forumCommentReactions.value })
    .from(forumCommentReactions)
    .where(and(eq(forumCommentReactions.commentId, commentId), eq(forumCommentReactions.userId, userId)));
  return row?.value ?? null;
}

export async function writeCommentReaction(tx: Tx, commentId: string, userId: string, value: number | null) {
  if (value === null)
    await tx
      .delete(forumCommentReactions)
      .where(and(eq(forumCommentReactions.commentId, commentId), eq(forumCommentReactions.userId, userId)));
  else
    await tx
      .insert(forumCommentReactions)
      .values({ commentId, userId, value })
      .onConflictDoUpdate({
        target: [forumCommentReactions.commentId, forumCommentReactions.userId],
        set: { value },
      });
}

export async function setCommentCounts(tx: Tx, id: string, likes: number, dislikes: number) {
  await tx.update(forumComments).set({ likes, dislikes }).where(eq(forumComments.id, id));
}

/** The five people with most discussions and visible comments since `since`. */
export async function findTopAuthors(db: Conn, since: Date, limit = 5) {
  const posts = db
    .select({ authorId: forums.authorId })
    .from(forums)
    .where(gt(forums.createdAt, since))
    .unionAll(
      db
        .select({ authorId: forumComments.authorId })
        .from(forumComments)
        .where(and(gt(forumComments.createdAt, since), isNull(forumComments.hiddenAt))),
    )
    .as('posts');
  return db
    .select({ ...author, posts: count().as('posts_count') })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .groupBy(users.id)
    .orderBy(sql`count(*) DESC`, users.name)
    .limit(limit);
}
