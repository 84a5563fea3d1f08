import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginReply, socialConfigReply } from '@oxstrength/shared/contracts/users';
import { socialTokenSchema } from '@oxstrength/shared/schemas/auth';
import { errors } from '../../lib/reply';
import { socialConfig, socialSignIn } from './social-auth.service';

export const socialAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The per-address budget shared with the other sign-in routes (decision 014). */
  const limited = app.signInAddressLimit;
  const signIn = (provider: 'google' | 'facebook', summary: string) => ({
    onRequest: limited,
    schema: {
      tags: ['auth'],
      summary,
      description:
        'Creates a verified Client account on first sign-in, or links the provider to the account with the same email.',
      body: socialTokenSchema,
      response: { 200: loginReply, ...errors(401, 422, 429) },
    },
  });

  app.post(
    '/auth/social/google/check/token',
    signIn('google', 'Sign in with a Google access token'),
    async (request) => socialSignIn(app, 'google', request.body.accessToken),
  );

  app.post(
    '/auth/social/fb/check/token',
    signIn('facebook', 'Sign in with a Facebook access token'),
    async (request) => socialSignIn(app, 'facebook', request.body.accessToken),
  );

  app.get(
    '/auth/social/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Client ids and authorization URLs for the sign-in buttons (implicit OAuth flow)',
        description: 'In sandbox mode auth_url is a path on this server.',
        response: {
          200: socialConfigReply,
        },
      },
    },
    async () => ({ status: 'success' as const, ...socialConfig(app) }),
  );
};
