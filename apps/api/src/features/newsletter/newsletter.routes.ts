import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { subscriberReply } from '@oxstrength/shared/contracts/site';
import { newsletterSubscribeSchema } from '@oxstrength/shared/schemas/newsletter';
import { errors, messageOnly } from '../../lib/reply';
import { getSubscriber, setBlacklisted, subscribe } from './newsletter.service';

// Any string: a malformed id is answered 404 by the service, like an unknown one.
const params = z.object({ id: z.string() });

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsfeed/subscribe',
    {
      config: { rateLimit: { max: app.config.FORM_RATE_LIMIT_MAX, timeWindow: 15 * 60 * 1000 } },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe to the newsletter (customised recipe and diet plan)',
        description:
          '201 for a new subscriber, 200 when already subscribed or subscribing again. Sends a welcome mail.',
        body: newsletterSubscribeSchema,
        response: { 200: messageOnly, 201: messageOnly, ...errors(422, 429) },
      },
    },
    async (request, reply) => {
      const { created, message } = await subscribe(app, request.body);
      return reply.status(created ? 201 : 200).send({ status: 'success', message });
    },
  );

  app.get(
    '/newsfeed/subscriber/:id',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'A subscriber, by the id in their unsubscribe link',
        params,
        response: { 200: subscriberReply, ...errors(404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      subscriber: await getSubscriber(app.db, request.params.id),
    }),
  );

  app.patch(
    '/newsfeed/unsubscribe/:id',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe from the newsletter',
        params,
        response: { 200: subscriberReply, ...errors(404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'You have been unsubscribed from our newsfeed.',
      subscriber: await setBlacklisted(app.db, request.params.id, true),
    }),
  );

  app.patch(
    '/newsfeed/resubscribe/:id',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe to the newsletter again',
        params,
        response: { 200: subscriberReply, ...errors(404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'You have been subscribed to our newsfeed again.',
      subscriber: await setBlacklisted(app.db, request.params.id, false),
    }),
  );
};
