import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEDIA_KINDS,
  mediaReply,
  testimonialsReply,
  trainerTestimonialsReply,
} from '@oxstrength/shared/contracts/media';
import { errors } from '../../lib/reply';
import { idParams } from '../../lib/path-id';
import { appMedia, generalTestimonials, trainerMedia, trainerTestimonials } from './media.service';

const kindQuery = z.object({
  kind: z.enum(MEDIA_KINDS, { error: `kind must be one of ${MEDIA_KINDS.join(', ')}` }).optional(),
});

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/multimedias/app',
    {
      schema: {
        tags: ['media'],
        summary: "The app's gallery: images and videos, by position",
        description: 'kind narrows to images or videos; without it both are listed.',
        querystring: kindQuery,
        response: { 200: mediaReply, ...errors(400) },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await appMedia(app.db, request.query.kind)) }),
  );

  app.get(
    '/multimedias/trainer/:id',
    {
      schema: {
        tags: ['media'],
        summary: "A trainer's images and videos, by position (id: the trainer's user id)",
        description: 'kind narrows to images or videos; without it both are listed.',
        params: idParams,
        querystring: kindQuery,
        response: { 200: mediaReply, ...errors(400, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await trainerMedia(app.db, request.params.id, request.query.kind)),
    }),
  );

  app.get(
    '/testimonials',
    {
      schema: {
        tags: ['media'],
        summary: 'What clients say about OxStrength (the general testimonials), by position',
        response: { 200: testimonialsReply },
      },
    },
    async () => ({ status: 'success' as const, ...(await generalTestimonials(app.db)) }),
  );

  app.get(
    '/trainer/reviews/:id',
    {
      schema: {
        tags: ['media'],
        summary: "Testimonials about a trainer, by position (id: the trainer's user id)",
        params: idParams,
        response: { 200: trainerTestimonialsReply, ...errors(400, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await trainerTestimonials(app.db, request.params.id)),
    }),
  );
};
