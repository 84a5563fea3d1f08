import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZES, REVIEW_SORT_VALUES } from '@oxstrength/shared/constants';
import { reviewFormSchema } from '@oxstrength/shared/schemas/review';
import { reviewPageReply, reviewReply } from '@oxstrength/shared/contracts/reviews';
import { errors, pagingQuery } from '../../lib/reply';
import { idParams } from '../../lib/path-id';
import { REVIEW_KINDS, type ReviewKind } from './review-kinds';
import { listReviews, postReview } from './reviews.service';

type ReviewBody = z.output<typeof reviewFormSchema> & Partial<Record<ReviewKind['idField'], string>>;

const listQuery = z.object({
  sort: z
    .enum(REVIEW_SORT_VALUES, { error: `sort must be one of ${REVIEW_SORT_VALUES.join(', ')}` })
    .default('latest'),
  ...pagingQuery(PAGE_SIZES.reviews),
});

/** GET /<kind>/reviews/{id} and POST /<kind>/review for templates, products, coaching and consultations. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of REVIEW_KINDS) {
    const label = kind.itemType.toLowerCase();
    const itemId = z
      .string({ error: `${kind.itemType} is required` })
      .trim()
      .min(1, `${kind.itemType} is required`);
    // The item id field is named after the kind (template_id, product_id, ...).
    const body = reviewFormSchema.extend({ [kind.idField]: itemId }) as unknown as z.ZodType<ReviewBody>;

    app.get(
      `/${kind.path}/reviews/:id`,
      {
        schema: {
          tags: ['reviews'],
          summary: `Reviews of a ${label}, paged, with its average rating and rating count`,
          description:
            'sort: popular (highest stars first), unpopular (lowest first), latest (default), oldest.',
          params: idParams,
          querystring: listQuery,
          response: { 200: reviewPageReply, ...errors(400, 404) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        ...(await listReviews(app.db, kind, request.params.id, request.query)),
      }),
    );

    app.post(
      `/${kind.path}/review`,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['reviews'],
          summary: `Post (or replace) the caller's review of a ${label}`,
          description:
            `Body: stars (number or text, 0.5 to 5 in half steps), review, ${kind.idField}. One review per user per ` +
            `${label}: posting again replaces it (200), a first review answers 201. The ${label}'s average rating ` +
            'and rating count change in the same transaction.',
          security: [{ jwt: [] }],
          body,
          response: { 201: reviewReply, 200: reviewReply, ...errors(401, 404, 422) },
        },
      },
      async (request, reply) => {
        const { stars, review } = request.body;
        const itemId = request.body[kind.idField]!;
        const result = await postReview(app.db, kind, request.currentUser!.id, { itemId, stars, review });
        return reply
          .status(result.created ? 201 : 200)
          .send({ status: 'success', message: result.message, review: result.review });
      },
    );
  }
};
