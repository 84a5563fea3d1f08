import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailAvailabilityReply, publicProfileReply } from '@oxstrength/shared/contracts/users';
import { emailField } from '@oxstrength/shared/fields';
import { errors } from '../../lib/reply';
import { emailAvailability, getPublicProfile } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/profile/:slug',
    {
      schema: {
        tags: ['users'],
        summary: "A user's public profile",
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: publicProfileReply, ...errors(400, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      user: await getPublicProfile(app.db, request.params.slug),
    }),
  );

  app.get(
    '/user/validate/email',
    {
      // It tells whether an account exists: limited with the sign-in routes' per-address budget.
      onRequest: app.signInAddressLimit,
      schema: {
        tags: ['users'],
        summary: 'Whether an email is still free to register',
        description: 'Shares the per-address budget of the sign-in routes.',
        querystring: z.object({ email: emailField() }),
        response: { 200: emailAvailabilityReply, ...errors(400, 429) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await emailAvailability(app.db, request.query.email)),
    }),
  );
};
