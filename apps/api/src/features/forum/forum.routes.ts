import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentPageReply,
  commentReply,
  forumPageReply,
  forumReply,
  reactionReply,
  topAuthorsReply,
} from '@oxstrength/shared/contracts/forum';
import {
  commentFormSchema,
  commentReactionSchema,
  FORUM_SORTS,
  forumFormSchema,
  forumReactionSchema,
} from '@oxstrength/shared/schemas/forum';
import { can, type StaffAction } from '@oxstrength/shared/policy';
import { AppError, forbidden } from '../../lib/errors';
import { errors, messageOnly, pagingQuery } from '../../lib/reply';
import { plainJson } from '../../lib/list-query';
import { idParams } from '../../lib/path-id';
import {
  createForum,
  featureForum,
  getForum,
  hideForumComment,
  listComments,
  listForums,
  listReplies,
  postComment,
  reactToComment,
  reactToForum,
  removeForum,
  requireMember,
  topAuthors,
} from './forum.service';

/** Page sizes the web asks for (spec part 2, section 9); the routes default to them. */
export const FORUMS_PAGE_SIZE = 8;
export const COMMENTS_PAGE_SIZE = 5;
export const REPLIES_PAGE_SIZE = 2;

/** Discussions and comments one user may post per minute, together. */
export const FORUM_POSTS_PER_MINUTE = 10;
export const POSTING_TOO_FAST = 'You are posting too quickly. Please wait a minute and try again.';

const security = [{ jwt: [] }];
const tags = ['forum'];

const listQuery = z.object({
  sort: z.enum(FORUM_SORTS, { error: `sort must be one of ${FORUM_SORTS.join(', ')}` }).default('latest'),
  category: z.guid({ error: 'category must be a training category id' }).optional(),
  author: z.guid({ error: 'author must be a user id' }).optional(),
  featured: z
    .enum(['true', 'false'], { error: 'featured must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  ...pagingQuery(FORUMS_PAGE_SIZE, 50),
});

const member = (request: FastifyRequest) => requireMember(request.currentUser);

export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may take part, checked before the body is read: a non-member hears 403 whatever they send.
  const signedInMember = [
    app.authenticate,
    async (request: FastifyRequest) => {
      requireMember(request.currentUser);
    },
  ];
  // The admins' actions, checked before the params or the body are read: anyone else hears 403 whatever they
  // send (the service checks again).
  const mayTake = (action: StaffAction) => [
    app.authenticate,
    async (request: FastifyRequest) => {
      if (!can(request.currentUser!, action)) throw forbidden();
    },
  ];
  // One budget per user shared by both posting routes (a route's own config.rateLimit would get its own store).
  const postingBudget = app.createRateLimit({
    max: FORUM_POSTS_PER_MINUTE,
    timeWindow: 60 * 1000,
    keyGenerator: (request) => `forum-post:${request.currentUser?.id ?? request.ip}`,
  });
  const postingLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await postingBudget(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', limit.ttlInSeconds);
    throw new AppError(429, POSTING_TOO_FAST);
  };

  app.get(
    '/forums',
    {
      preHandler: app.optionalAuth,
      serializerCompiler: plainJson, // hot: see plainJson (decision 029)
      schema: {
        tags,
        summary: 'Discussions, paged: anyone may read the list',
        description:
          'sort: latest (default), popular (most viewed), most_comments. category: a training category id; author: ' +
          'a user id; featured=true: only the discussions an admin featured. has_liked is the caller’s reaction ' +
          '(null for a visitor).',
        querystring: listQuery,
        response: { 200: forumPageReply, ...errors(400) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listForums(app.db, request.currentUser, request.query)),
    }),
  );

  app.get(
    '/forum/top/authors',
    {
      schema: {
        tags,
        summary: 'The five people with most discussions and comments in the last 30 days',
        response: { 200: topAuthorsReply },
      },
    },
    async () => ({ status: 'success' as const, authors: await topAuthors(app.db) }),
  );

  app.get(
    '/forum/:id',
    {
      onRequest: signedInMember,
      schema: {
        tags,
        summary: 'One discussion (active members, trainers and admins); counts the caller’s view once a day',
        security,
        params: idParams,
        response: { 200: forumReply, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      forum: await getForum(app.db, member(request), request.params.id),
    }),
  );

  app.post(
    '/forum',
    {
      onRequest: signedInMember,
      preHandler: postingLimit,
      schema: {
        tags,
        summary: 'Ask a question: a new discussion',
        description:
          'Body: topic (at most 300 characters), description, training_category (an id from GET ' +
          '/training/categories), cover_image (optional: a link the upload storage issued). Plain text: ' +
          `never rendered as HTML. At most ${FORUM_POSTS_PER_MINUTE} discussions and comments per user per minute.`,
        security,
        body: forumFormSchema,
        response: { 201: forumReply, ...errors(400, 401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const forum = await createForum(app.db, member(request), request.body);
      return reply.status(201).send({ status: 'success', message: 'Your question has been posted', forum });
    },
  );

  app.delete(
    '/forum/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a discussion with its comments: its author or an admin (audited)',
        security,
        params: idParams,
        response: { 200: messageOnly, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeForum(app.db, request.currentUser!, request.params.id);
      return { status: 'success' as const, message: 'Discussion deleted' };
    },
  );

  app.put(
    '/forum/:id/featured',
    {
      onRequest: mayTake('forum.feature'),
      schema: {
        tags,
        summary: 'Feature a discussion, or stop featuring it (admins; audited)',
        security,
        params: idParams,
        body: z.object({ featured: z.boolean({ error: 'featured must be true or false' }) }),
        response: { 200: forumReply, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      forum: await featureForum(app.db, request.currentUser!, request.params.id, request.body.featured),
    }),
  );

  for (const path of ['like', 'dislike'] as const) {
    app.post(
      `/forum/${path}`,
      {
        onRequest: signedInMember,
        schema: {
          tags,
          summary: `${path === 'like' ? 'Like' : 'Dislike'} a discussion; the same again takes it back`,
          description:
            'Body: forum. One reaction per user: pressing the other one replaces it. Answers the counts after it.',
          security,
          body: forumReactionSchema,
          response: { 200: reactionReply, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        reaction: await reactToForum(app.db, member(request), request.body.forum, path),
      }),
    );

    app.post(
      `/forum/comment/${path}`,
      {
        onRequest: signedInMember,
        schema: {
          tags,
          summary: `${path === 'like' ? 'Like' : 'Dislike'} a comment or reply; the same again takes it back`,
          security,
          body: commentReactionSchema,
          response: { 200: reactionReply, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        reaction: await reactToComment(app.db, member(request), request.body.comment, path),
      }),
    );
  }

  app.get(
    '/forum/comments/:id',
    {
      onRequest: signedInMember,
      serializerCompiler: plainJson, // hot: see plainJson (decision 029)
      schema: {
        tags,
        summary: 'A discussion’s comments, newest first, paged (members)',
        security,
        params: idParams,
        querystring: z.object(pagingQuery(COMMENTS_PAGE_SIZE, 50)),
        response: { 200: commentPageReply, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listComments(app.db, member(request), request.params.id, request.query)),
    }),
  );

  app.get(
    '/forum/comment/subcomments/:id',
    {
      onRequest: signedInMember,
      serializerCompiler: plainJson, // hot: see plainJson (decision 029)
      schema: {
        tags,
        summary: 'A comment’s replies, newest first, paged (members)',
        security,
        params: idParams,
        querystring: z.object(pagingQuery(REPLIES_PAGE_SIZE, 50)),
        response: { 200: commentPageReply, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listReplies(app.db, member(request), request.params.id, request.query)),
    }),
  );

  app.post(
    '/forum/comment',
    {
      onRequest: signedInMember,
      preHandler: postingLimit,
      schema: {
        tags,
        summary: 'Comment on a discussion, or reply to a comment (with comment: its id)',
        description: `Body: forum, comment (optional parent comment id), content. Plain text. Shares the posting limit.`,
        security,
        body: commentFormSchema,
        response: { 201: commentReply, ...errors(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const comment = await postComment(app.db, member(request), request.body);
      return reply.status(201).send({ status: 'success', comment });
    },
  );

  app.post(
    '/forum/comment/:id/hide',
    {
      onRequest: mayTake('forumComment.hide'),
      schema: {
        tags,
        summary: 'Hide a comment or reply (admins; audited): it leaves the lists and the counts',
        security,
        params: idParams,
        response: { 200: messageOnly, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await hideForumComment(app.db, request.currentUser!, request.params.id);
      return { status: 'success' as const, message: 'Comment hidden' };
    },
  );
};
