import { and, count, eq, gt, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ForumSort } from '@oxstrength/shared/schemas/forum';
import type { Db, Tx } from '../../db/client';
import {
  forumCommentReactions,
  forumComments,
  forumReactions,
  forums,
  forumViews,
} from '../../db/schema/forum';
import { trainingCategoryNames } from '../categories/categories.views';
import { publicUsers } from '../users/users.views';
import { col, driverRows, preparedByShape, type DriverRow } from '../../db/prepared-by-shape';
import { columns } from '../../db/views';

/** The forum's tables and nothing else (users and training categories are joined, through their areas' views, for names only). */

type Conn = Db | Tx;

const author = columns(publicUsers, 'id', 'name', 'slug', 'profilePic');

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
  category: { id: trainingCategoryNames.id, name: trainingCategoryNames.name },
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

/** Matches the DESC NULLS LAST of the schema's descending indexes, so the planner reads them in order (decision 029). */
const descending = (column: SQLWrapper) => sql`${column} desc nulls last`;

const ORDER: Record<ForumSort, SQL[]> = {
  latest: [descending(forums.createdAt), descending(forums.id)],
  popular: [descending(forums.views), descending(forums.createdAt), descending(forums.id)],
  most_comments: [descending(forums.commentsCount), descending(forums.createdAt), descending(forums.id)],
};

/** The caller's reaction in a hot list, the caller a placeholder (decision 029). */
const callerReaction = (table: typeof forumReactions | typeof forumCommentReactions, key: SQL) =>
  sql<
    number | null
  >`(SELECT r.value FROM ${table} r WHERE ${key} AND r.user_id = ${sql.placeholder('caller')})`;

const flatAuthor = {
  author_id: col<string>(publicUsers.id, 'author_id'),
  author_name: col<string>(publicUsers.name, 'author_name'),
  author_slug: col<string>(publicUsers.slug, 'author_slug'),
  author_pic: col<string | null>(publicUsers.profilePic, 'author_pic'),
};

const forumCardColumns = (withCaller: boolean) => ({
  id: col<string>(forums.id, 'id'),
  topic: col<string>(forums.topic, 'topic'),
  description: col<string>(forums.description, 'description'),
  cover_image: col<string | null>(forums.coverImage, 'cover_image'),
  slug: col<string>(forums.slug, 'slug'),
  featured: col<boolean>(forums.featured, 'featured'),
  likes: col<number>(forums.likes, 'likes'),
  dislikes: col<number>(forums.dislikes, 'dislikes'),
  comments_count: col<number>(forums.commentsCount, 'comments_count'),
  views: col<number>(forums.views, 'views'),
  /** timestamptz: text from node-postgres, a Date from PGlite. */
  created_at: col<string | Date>(forums.createdAt, 'created_at'),
  ...flatAuthor,
  category_id: col<string>(trainingCategoryNames.id, 'category_id'),
  category_name: col<string>(trainingCategoryNames.name, 'category_name'),
  reaction: (withCaller
    ? callerReaction(forumReactions, sql`r.forum_id = ${forums.id}`)
    : sql<number | null>`NULL::smallint`
  ).as('reaction'),
});

export type ForumCardRow = DriverRow<ReturnType<typeof forumCardColumns>>;

/** The shape of a list request: which filters are present, the sort, and whether there is a caller. */
type ForumPageShape = Pick<ForumFilter, 'sort'> & {
  category: boolean;
  author: boolean;
  featured: boolean;
  caller: boolean;
};

/** The rows and total of one page, every value a placeholder: one prepared statement per shape. */
function forumPageQueries(db: Db, shape: ForumPageShape) {
  const where = and(
    shape.category ? eq(forums.trainingCategoryId, sql.placeholder('category')) : undefined,
    shape.author ? eq(forums.authorId, sql.placeholder('author')) : undefined,
    shape.featured ? eq(forums.featured, true) : undefined,
  );
  return {
    rows: db
      .select(forumCardColumns(shape.caller))
      .from(forums)
      .innerJoin(publicUsers, eq(publicUsers.id, forums.authorId))
      .innerJoin(trainingCategoryNames, eq(trainingCategoryNames.id, forums.trainingCategoryId))
      .where(where)
      .orderBy(...ORDER[shape.sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
    total: db.select({ n: count() }).from(forums).where(where),
  };
}

const prepareForumPage = (db: Db, shape: ForumPageShape, name: string) => {
  const q = forumPageQueries(db, shape);
  return { rows: q.rows.prepare(`${name}_rows`), total: q.total.prepare(`${name}_total`) };
};
const forumPageStatements = preparedByShape<ReturnType<typeof prepareForumPage>>('forums');

/** A page of discussions (GET /forums, the hot list): prepared per shape, rows as the driver returns them. */
export async function findForumPage(db: Db, f: ForumFilter, callerId: string | null) {
  const shape: ForumPageShape = {
    sort: f.sort,
    category: !!f.category,
    author: !!f.author,
    featured: !!f.featured,
    caller: callerId !== null,
  };
  const statements = forumPageStatements(
    db,
    [shape.sort, shape.category, shape.author, shape.featured, shape.caller].join(':'),
    (name) => prepareForumPage(db, shape, name),
  );
  const values = { ...f, caller: callerId };
  const [rows, [total]] = await Promise.all([
    driverRows<ForumCardRow>(statements.rows, values),
    statements.total.execute(values),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findForum(db: Conn, id: string, callerId: string | null) {
  const [row] = await db
    .select(forumColumns(callerId))
    .from(forums)
    .innerJoin(publicUsers, eq(publicUsers.id, forums.authorId))
    .innerJoin(trainingCategoryNames, eq(trainingCategoryNames.id, forums.trainingCategoryId))
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

const commentCardColumns = {
  id: col<string>(forumComments.id, 'id'),
  forum_id: col<string>(forumComments.forumId, 'forum_id'),
  parent_id: col<string | null>(forumComments.parentId, 'parent_id'),
  content: col<string>(forumComments.content, 'content'),
  likes: col<number>(forumComments.likes, 'likes'),
  dislikes: col<number>(forumComments.dislikes, 'dislikes'),
  comments_count: col<number>(forumComments.commentsCount, 'comments_count'),
  created_at: col<string | Date>(forumComments.createdAt, 'created_at'),
  ...flatAuthor,
  reaction: callerReaction(forumCommentReactions, sql`r.comment_id = ${forumComments.id}`).as('reaction'),
};

export type CommentCardRow = DriverRow<typeof commentCardColumns>;

type CommentsOf = 'forum' | 'parent';

/**
 * A page of visible comments (of a discussion) or replies (of a visible comment), newest first, and the count kept
 * on the discussion or comment they belong to (its visible comments or replies: the page's total), which also
 * says whether it is there: two prepared statements sent at once.
 */
function commentPageQueries(db: Db, of: CommentsOf) {
  const where = and(
    of === 'forum'
      ? and(eq(forumComments.forumId, sql.placeholder('of')), isNull(forumComments.parentId))
      : eq(forumComments.parentId, sql.placeholder('of')),
    isNull(forumComments.hiddenAt),
  );
  return {
    rows: db
      .select(commentCardColumns)
      .from(forumComments)
      .innerJoin(publicUsers, eq(publicUsers.id, forumComments.authorId))
      .where(where)
      .orderBy(descending(forumComments.createdAt), descending(forumComments.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
    total:
      of === 'forum'
        ? db
            .select({ n: forums.commentsCount })
            .from(forums)
            .where(eq(forums.id, sql.placeholder('of')))
        : db
            .select({ n: forumComments.commentsCount })
            .from(forumComments)
            .where(and(eq(forumComments.id, sql.placeholder('of')), isNull(forumComments.hiddenAt))),
  };
}

const prepareCommentPage = (db: Db, of: CommentsOf, name: string) => {
  const q = commentPageQueries(db, of);
  return { rows: q.rows.prepare(`${name}_rows`), total: q.total.prepare(`${name}_total`) };
};
const commentPageStatements = preparedByShape<ReturnType<typeof prepareCommentPage>>('forum_comments');

/**
 * Visible comments of a discussion (forumId) or visible replies of a visible comment (parentId), newest first,
 * with their number; undefined when the discussion is not there or the comment is missing or hidden.
 */
export async function findCommentPage(
  db: Db,
  of: { forumId: string } | { parentId: string },
  page: { limit: number; offset: number },
  callerId: string,
) {
  const kind: CommentsOf = 'forumId' in of ? 'forum' : 'parent';
  const statements = commentPageStatements(db, kind, (name) => prepareCommentPage(db, kind, name));
  const values = { ...page, of: 'forumId' in of ? of.forumId : of.parentId, caller: callerId };
  const [rows, [found]] = await Promise.all([
    driverRows<CommentCardRow>(statements.rows, values),
    statements.total.execute(values),
  ]);
  if (!found) return undefined;
  return { rows, total: found.n };
}

export async function findComment(db: Conn, id: string, callerId: string | null) {
  const [row] = await db
    .select(commentColumns(callerId))
    .from(forumComments)
    .innerJoin(publicUsers, eq(publicUsers.id, forumComments.authorId))
    .where(eq(forumComments.id, id));
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
    .innerJoin(publicUsers, eq(publicUsers.id, posts.authorId))
    .groupBy(publicUsers.id, publicUsers.name, publicUsers.slug, publicUsers.profilePic)
    .orderBy(sql`count(*) DESC`, publicUsers.name)
    .limit(limit);
}
