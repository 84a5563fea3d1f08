import type { Forum, ForumComment, Reaction } from '@oxstrength/shared/contracts/forum';
import { applyReaction, type Pressed } from '@oxstrength/shared/forum-reactions';
import { can, mayTakePartInForum } from '@oxstrength/shared/policy';
import { NOT_ACTIVE_MEMBER, type ForumSort } from '@oxstrength/shared/schemas/forum';
import { nepalToday } from '@oxstrength/shared/training';
import type { Db } from '../../db/client';
import { forbidden, invalidField, notFound, unauthorized } from '../../lib/errors';
import { iso, pageInfo } from '../../lib/reply';
import { uniqueSlug } from '../../lib/slug';
import type { CurrentUser } from '../../plugins/auth';
import { trainingCategoryExists } from '../categories/categories.service';
import { recordAudit } from '../audit/audit.service';
import { releaseUpload, useUpload as takeUpload } from '../uploads/uploads.service';
import {
  deleteForum,
  findComment,
  findCommentPage,
  findCommentReaction,
  findForum,
  findForumPage,
  findForumReaction,
  findTopAuthors,
  hideComment,
  insertComment,
  insertForum,
  lockComment,
  lockForum,
  moveCommentCount,
  recordView,
  setCommentCounts,
  setFeatured,
  setForumCounts,
  writeCommentReaction,
  writeForumReaction,
  type CommentCardRow,
  type CommentRow,
  type ForumCardRow,
  type ForumRow,
} from './forum.repository';

/**
 * The forum's rules (issue 21, decision 023): who may read and write, reactions that toggle (spec part 2,
 * section 4), counts that follow the stored rows, one view per viewer per day, and the staff actions (delete a
 * discussion, feature it, hide a comment) with their audit entries.
 */

export const DISCUSSION_NOT_FOUND = 'Discussion not found';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const NOT_YOUR_DISCUSSION = 'You can only delete your own discussion';
export const REPLY_TO_REPLY = 'A reply cannot be replied to; reply to the comment instead';
const TOP_AUTHOR_DAYS = 30;

/** The caller, when they may take part in the forum (`mayTakePartInForum`): 401 signed out, else 403. */
export function requireMember(user: CurrentUser | undefined): CurrentUser {
  if (!user) throw unauthorized();
  if (!mayTakePartInForum(user)) throw forbidden(NOT_ACTIVE_MEMBER);
  return user;
}

const hasLiked = (reaction: number | null) => (reaction === 1 ? true : reaction === -1 ? false : null);
/** The stored value of a reaction: 1 like, -1 dislike, null none. */
const stored = (has_liked: boolean | null) => (has_liked === null ? null : has_liked ? 1 : -1);

const authorJson = (a: ForumRow['author']) => ({
  _id: a.id,
  name: a.name,
  slug: a.slug,
  profile_pic: a.profilePic,
});

const forumJson = (r: ForumRow): Forum => ({
  _id: r.id,
  author: authorJson(r.author),
  cover_image: r.coverImage,
  topic: r.topic,
  description: r.description,
  training_category: { _id: r.category.id, name: r.category.name },
  likes: r.likes,
  dislikes: r.dislikes,
  has_liked: hasLiked(r.reaction),
  comments_count: r.commentsCount,
  views: r.views,
  slug: r.slug,
  featured: r.featured,
  createdAt: iso(r.createdAt)!,
});

const commentJson = (r: CommentRow): ForumComment => ({
  _id: r.id,
  forum: r.forumId,
  comment: r.parentId,
  author: authorJson(r.author),
  content: r.content,
  likes: r.likes,
  dislikes: r.dislikes,
  has_liked: hasLiked(r.reaction),
  comments_count: r.commentsCount,
  createdAt: iso(r.createdAt)!,
});

/** The hot lists' rows, read as the driver returns them (flat, aliased), to the reply. */
const flatAuthorJson = (r: ForumCardRow | CommentCardRow) => ({
  _id: r.author_id,
  name: r.author_name,
  slug: r.author_slug,
  profile_pic: r.author_pic,
});

const forumCardJson = (r: ForumCardRow): Forum => ({
  _id: r.id,
  author: flatAuthorJson(r),
  cover_image: r.cover_image,
  topic: r.topic,
  description: r.description,
  training_category: { _id: r.category_id, name: r.category_name },
  likes: r.likes,
  dislikes: r.dislikes,
  has_liked: hasLiked(r.reaction),
  comments_count: r.comments_count,
  views: r.views,
  slug: r.slug,
  featured: r.featured,
  createdAt: iso(r.created_at)!,
});

const commentCardJson = (r: CommentCardRow): ForumComment => ({
  _id: r.id,
  forum: r.forum_id,
  comment: r.parent_id,
  author: flatAuthorJson(r),
  content: r.content,
  likes: r.likes,
  dislikes: r.dislikes,
  has_liked: hasLiked(r.reaction),
  comments_count: r.comments_count,
  createdAt: iso(r.created_at)!,
});

export async function listForums(
  db: Db,
  caller: CurrentUser | undefined,
  q: {
    sort: ForumSort;
    category?: string;
    author?: string;
    featured?: boolean;
    page: number;
    resultsPerPage: number;
  },
) {
  const { rows, total } = await findForumPage(
    db,
    {
      sort: q.sort,
      category: q.category,
      author: q.author,
      featured: q.featured,
      limit: q.resultsPerPage,
      offset: (q.page - 1) * q.resultsPerPage,
    },
    caller?.id ?? null,
  );
  return { forums: rows.map(forumCardJson), ...pageInfo(q.page, q.resultsPerPage, total) };
}

/** One discussion for a member; the caller's first view of the (Nepal) day counts. */
export async function getForum(db: Db, caller: CurrentUser, id: string) {
  const found = await db.transaction(async (tx) => {
    if (!(await findForum(tx, id, null))) return false;
    await recordView(tx, id, caller.id, nepalToday());
    return true;
  });
  if (!found) throw notFound(DISCUSSION_NOT_FOUND);
  return forumJson((await findForum(db, id, caller.id))!);
}

/** A new discussion; its cover must be a forum cover the caller uploaded (the upload storage, issue 20). */
export async function createForum(
  db: Db,
  caller: CurrentUser,
  input: { topic: string; description: string; training_category: string; cover_image: string | null },
) {
  if (!(await trainingCategoryExists(db, input.training_category)))
    throw invalidField('training_category', 'Training category is required');
  const id = await db.transaction(async (tx) => {
    if (input.cover_image)
      await takeUpload(tx, {
        userId: caller.id,
        purpose: 'forum-cover',
        url: input.cover_image,
        field: 'cover_image',
      });
    return insertForum(tx, {
      authorId: caller.id,
      topic: input.topic,
      description: input.description,
      coverImage: input.cover_image,
      trainingCategoryId: input.training_category,
      slug: uniqueSlug(input.topic),
    });
  });
  return forumJson((await findForum(db, id, caller.id))!);
}

/** The author, or an admin (the policy's forum.delete), deletes a discussion with its comments; audited. */
export async function removeForum(db: Db, caller: CurrentUser, id: string) {
  await db.transaction(async (tx) => {
    const forum = await lockForum(tx, id);
    if (!forum) throw notFound(DISCUSSION_NOT_FOUND);
    const own = forum.authorId === caller.id;
    if (!own && !can(caller, 'forum.delete')) throw forbidden(NOT_YOUR_DISCUSSION);
    await deleteForum(tx, id);
    if (forum.coverImage) await releaseUpload(tx, forum.coverImage);
    await recordAudit(tx, {
      userId: caller.id,
      role: caller.userType === 'Admin' ? 'admin' : caller.userType === 'Trainer' ? 'trainer' : 'client',
      action: 'forum.delete',
      recordType: 'forum',
      recordId: id,
      before: { topic: forum.topic, author: forum.authorId, deleted: false },
      after: { topic: forum.topic, author: forum.authorId, deleted: true },
    });
  });
}

/** An admin features a discussion (or stops featuring it); audited. */
export async function featureForum(db: Db, caller: CurrentUser, id: string, featured: boolean) {
  if (!can(caller, 'forum.feature')) throw forbidden();
  await db.transaction(async (tx) => {
    const forum = await lockForum(tx, id);
    if (!forum) throw notFound(DISCUSSION_NOT_FOUND);
    await setFeatured(tx, id, featured);
    await recordAudit(tx, {
      userId: caller.id,
      role: 'admin',
      action: 'forum.feature',
      recordType: 'forum',
      recordId: id,
      before: { featured: forum.featured },
      after: { featured },
    });
  });
  return forumJson((await findForum(db, id, caller.id))!);
}

/** POST /forum/like and /forum/dislike: with the discussion's row locked, so counts equal the stored rows. */
export async function reactToForum(db: Db, caller: CurrentUser, forumId: string, pressed: Pressed) {
  return db.transaction(async (tx): Promise<Reaction> => {
    const forum = await lockForum(tx, forumId);
    if (!forum) throw notFound(DISCUSSION_NOT_FOUND);
    const has_liked = hasLiked(await findForumReaction(tx, forumId, caller.id));
    const next = applyReaction({ likes: forum.likes, dislikes: forum.dislikes, has_liked }, pressed);
    await writeForumReaction(tx, forumId, caller.id, stored(next.has_liked));
    await setForumCounts(tx, forumId, next.likes, next.dislikes);
    return { _id: forumId, ...next };
  });
}

/** POST /forum/comment/like and /dislike, the same way on a visible comment or reply. */
export async function reactToComment(db: Db, caller: CurrentUser, commentId: string, pressed: Pressed) {
  return db.transaction(async (tx): Promise<Reaction> => {
    const comment = await lockComment(tx, commentId);
    if (!comment || comment.hiddenAt) throw notFound(COMMENT_NOT_FOUND);
    const has_liked = hasLiked(await findCommentReaction(tx, commentId, caller.id));
    const next = applyReaction({ likes: comment.likes, dislikes: comment.dislikes, has_liked }, pressed);
    await writeCommentReaction(tx, commentId, caller.id, stored(next.has_liked));
    await setCommentCounts(tx, commentId, next.likes, next.dislikes);
    return { _id: commentId, ...next };
  });
}

/** A page of comments or replies; the discussion, or the visible parent comment, checked in the same round trip. */
const commentPage = async (
  db: Db,
  caller: CurrentUser,
  of: { forumId: string } | { parentId: string },
  q: { page: number; resultsPerPage: number },
) => {
  const found = await findCommentPage(
    db,
    of,
    { limit: q.resultsPerPage, offset: (q.page - 1) * q.resultsPerPage },
    caller.id,
  );
  if (!found) throw notFound('forumId' in of ? DISCUSSION_NOT_FOUND : COMMENT_NOT_FOUND);
  return {
    comments: found.rows.map(commentCardJson),
    ...pageInfo(q.page, q.resultsPerPage, found.total),
  };
};

export const listComments = (
  db: Db,
  caller: CurrentUser,
  forumId: string,
  q: { page: number; resultsPerPage: number },
) => commentPage(db, caller, { forumId }, q);

export const listReplies = (
  db: Db,
  caller: CurrentUser,
  commentId: string,
  q: { page: number; resultsPerPage: number },
) => commentPage(db, caller, { parentId: commentId }, q);

/** A comment on a discussion, or a reply to one of its visible comments; the count moves in the same transaction. */
export async function postComment(
  db: Db,
  caller: CurrentUser,
  input: { forum: string; comment: string | null; content: string },
) {
  const id = await db.transaction(async (tx) => {
    if (!(await findForum(tx, input.forum, null))) throw notFound(DISCUSSION_NOT_FOUND);
    if (input.comment) {
      const parent = await lockComment(tx, input.comment);
      if (!parent || parent.hiddenAt || parent.forumId !== input.forum) throw notFound(COMMENT_NOT_FOUND);
      if (parent.parentId) throw invalidField('comment', REPLY_TO_REPLY);
    }
    const values = {
      forumId: input.forum,
      parentId: input.comment,
      authorId: caller.id,
      content: input.content,
    };
    const newId = await insertComment(tx, values);
    await moveCommentCount(tx, values, 1);
    return newId;
  });
  return commentJson((await findComment(db, id, caller.id))!);
}

/** An admin hides a comment or reply: no longer listed, and out of the counts; audited. Hiding twice is a no-op. */
export async function hideForumComment(db: Db, caller: CurrentUser, id: string) {
  if (!can(caller, 'forumComment.hide')) throw forbidden();
  await db.transaction(async (tx) => {
    const comment = await lockComment(tx, id);
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    if (comment.hiddenAt) return;
    await hideComment(tx, id);
    await moveCommentCount(tx, comment, -1);
    await recordAudit(tx, {
      userId: caller.id,
      role: 'admin',
      action: 'forumComment.hide',
      recordType: 'forum_comment',
      recordId: id,
      before: { hidden: false },
      after: { hidden: true },
    });
  });
}

export async function topAuthors(db: Db, now = Date.now()) {
  const since = new Date(now - TOP_AUTHOR_DAYS * 24 * 60 * 60 * 1000);
  const rows = await findTopAuthors(db, since);
  return rows.map((r) => ({ ...authorJson(r), posts: Number(r.posts) }));
}
