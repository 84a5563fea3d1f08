import { z } from 'zod';
import { requiredText } from '../fields';

/**
 * The forum's request shapes (spec part 2, sections 5 and 7), with the spec's messages. The Ask Question form
 * and POST /forum use the same schema.
 */

export const FORUM_TOPIC_MAX = 300;
export const FORUM_DESCRIPTION_MAX = 10_000;
export const FORUM_COMMENT_MAX = 2_000;

/** The toast a client without a template, coaching or consultation sees (spec section 6). */
export const NOT_ACTIVE_MEMBER =
  'You need to be an active user. Please purchase an OxStrength package to view this discussion.';

export const FORUM_SORTS = ['latest', 'popular', 'most_comments'] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];

export const forumFormSchema = z.object({
  topic: z
    .string({ error: 'Topic is required' })
    .trim()
    .min(1, 'Topic is required')
    .max(FORUM_TOPIC_MAX, `Topic must be at most ${FORUM_TOPIC_MAX} characters`),
  description: requiredText('Description is required', FORUM_DESCRIPTION_MAX),
  training_category: z.guid({ error: 'Training category is required' }),
  cover_image: z
    .string()
    .trim()
    .max(500, 'Cover image link is too long')
    .nullish()
    .transform((v) => v || null),
});
export type ForumFormInput = z.input<typeof forumFormSchema>;

export const commentFormSchema = z.object({
  forum: z.guid({ error: 'forum must be a discussion id' }),
  /** The parent comment of a reply; absent, empty or null for a comment on the discussion. */
  comment: z
    .guid({ error: 'comment must be a comment id' })
    .or(z.literal(''))
    .nullish()
    .transform((v) => v || null),
  content: requiredText('Comment is required', FORUM_COMMENT_MAX),
});
export type CommentFormInput = z.input<typeof commentFormSchema>;

export const forumReactionSchema = z.object({
  forum: z.guid({ error: 'forum must be a discussion id' }),
});
export const commentReactionSchema = z.object({
  comment: z.guid({ error: 'comment must be a comment id' }),
});
