import { z } from 'zod';
import { refJson } from './common';
import { paging, success } from './reply';

/** Forum replies (spec part 2, sections 3 and 7). Authors by name, picture and slug: never their email. */

export const forumAuthorJson = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  profile_pic: z.string().nullable(),
});
export type ForumAuthor = z.infer<typeof forumAuthorJson>;

/** true: the caller liked it; false: disliked; null: neither (or a visitor). */
const hasLiked = z.boolean().nullable();

export const forumJson = z.object({
  _id: z.string(),
  author: forumAuthorJson,
  cover_image: z.string().nullable(),
  topic: z.string(),
  description: z.string(),
  training_category: refJson,
  likes: z.number().int(),
  dislikes: z.number().int(),
  has_liked: hasLiked,
  comments_count: z.number().int(),
  views: z.number().int(),
  slug: z.string(),
  featured: z.boolean(),
  createdAt: z.string(),
});
export type Forum = z.infer<typeof forumJson>;

export const commentJson = z.object({
  _id: z.string(),
  forum: z.string(),
  comment: z.string().nullable().describe('The parent comment of a reply; null for a comment'),
  author: forumAuthorJson,
  content: z.string(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  has_liked: hasLiked,
  comments_count: z.number().int(),
  createdAt: z.string(),
});
export type ForumComment = z.infer<typeof commentJson>;

export const forumPageReply = success({ forums: z.array(forumJson), ...paging });
export type ForumPageReply = z.infer<typeof forumPageReply>;

export const forumReply = success({ forum: forumJson });
export type ForumReply = z.infer<typeof forumReply>;

export const commentPageReply = success({ comments: z.array(commentJson), ...paging });
export type CommentPageReply = z.infer<typeof commentPageReply>;

export const commentReply = success({ comment: commentJson });
export type CommentReply = z.infer<typeof commentReply>;

export const topAuthorJson = forumAuthorJson.extend({
  posts: z.number().int().describe('Discussions and comments in the last 30 days'),
});
export type TopAuthor = z.infer<typeof topAuthorJson>;
export const topAuthorsReply = success({ authors: z.array(topAuthorJson) });
export type TopAuthorsReply = z.infer<typeof topAuthorsReply>;

/** A reaction's result: the item's counts and the caller's reaction after it. */
export const reactionJson = z.object({
  _id: z.string(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  has_liked: hasLiked,
});
export type Reaction = z.infer<typeof reactionJson>;
export const reactionReply = success({ reaction: reactionJson });
export type ReactionReply = z.infer<typeof reactionReply>;
