import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginReply,
  profileReply,
  tokenReply,
  unverifiedReply,
  userReply,
} from '@oxstrength/shared/contracts/users';
import {
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@oxstrength/shared/schemas/auth';
import { errorReply, errors, messageOnly } from '../../lib/reply';
import { tokenFromHeader } from '../../plugins/auth';
import { toUserJson } from '../users/user-json';
import {
  forgotPassword,
  login,
  logout,
  MESSAGES,
  profile,
  refreshToken,
  demoMailbox,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The one per-address budget every route that guesses at or sends secrets shares (decision 014). */
  const limited = app.signInAddressLimit;

  app.post(
    '/auth/register',
    {
      onRequest: limited,
      schema: {
        tags: ['auth'],
        summary: 'Create a Client account and mail a verification link',
        body: registerSchema,
        response: { 201: userReply, ...errors(409, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = await register(app, request.body);
      return reply.status(201).send({
        status: 'success',
        message: MESSAGES.registered,
        user: toUserJson(user),
        ...demoMailbox(app),
      });
    },
  );

  app.post(
    '/user/verify/email',
    {
      onRequest: limited,
      schema: {
        tags: ['auth'],
        summary: 'Verify an email address with the code from the verification mail',
        description: 'A 409 reply carries `already_verified: true`.',
        body: verifyEmailSchema,
        response: {
          200: messageOnly,
          ...errors(400, 422, 429),
          409: errorReply.extend({ already_verified: z.literal(true).optional() }),
        },
      },
    },
    async (request) => {
      await verifyEmail(app, request.body);
      return { status: 'success' as const, message: MESSAGES.verified };
    },
  );

  app.post(
    '/user/verify/email/resend',
    {
      onRequest: limited,
      schema: {
        tags: ['auth'],
        summary: 'Mail a new verification link (the answer does not tell whether the account exists)',
        body: resendVerificationSchema,
        response: { 200: messageOnly, ...errors(422, 429) },
      },
    },
    async (request) => {
      await resendVerification(app, request.body.email);
      return { status: 'success' as const, message: MESSAGES.resent };
    },
  );

  app.post(
    '/auth/login',
    {
      onRequest: limited,
      preHandler: app.signInAccountLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'A 403 reply (email not verified) carries `unverified: true`, and while the sandbox is on `mailbox`, ' +
          'the demo mailbox where the verification mail can be read. Limited per client address (shared with ' +
          'the other sign-in routes) and per account: the email tried, from any address.',
        body: loginSchema,
        response: {
          200: loginReply,
          ...errors(401, 422, 429),
          403: unverifiedReply,
        },
      },
    },
    async (request) => login(app, request.body),
  );

  app.post(
    '/auth/refresh-token',
    {
      onRequest: limited,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a current or recently expired token for a new one',
        description:
          'The old token keeps working for REFRESHED_TOKEN_GRACE_SECONDS (default 60), so two tabs refreshing ' +
          'it at once both stay signed in; then it answers 401.',
        body: refreshTokenSchema,
        response: { 200: tokenReply, ...errors(401, 422, 429) },
      },
    },
    async (request) => ({ status: 'success' as const, token: await refreshToken(app, request.body.token) }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: end the session of the token in the authorization header',
        description:
          'From now on the token, and every token refreshed from the same sign-in, answers 401. A token that ' +
          'expired but could still be refreshed is accepted; one whose session already ended answers 401.',
        security: [{ jwt: [] }],
        response: { 200: messageOnly, ...errors(401) },
      },
    },
    async (request) => {
      await logout(app, tokenFromHeader(request.headers.authorization));
      return { status: 'success' as const, message: MESSAGES.signedOut };
    },
  );

  app.get(
    '/auth/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, with their profile settings',
        security: [{ jwt: [] }],
        response: { 200: profileReply, ...errors(401) },
      },
    },
    async (request) => ({ status: 'success' as const, user: await profile(app, request.currentUser!.id) }),
  );

  app.post(
    '/user/forgot/password',
    {
      onRequest: limited,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link',
        body: forgotPasswordSchema,
        response: { 200: messageOnly, ...errors(404, 422, 429) },
      },
    },
    async (request) => {
      await forgotPassword(app, request.body.email);
      return { status: 'success' as const, message: MESSAGES.resetSent };
    },
  );

  app.post(
    '/user/reset/password',
    {
      onRequest: limited,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset mail; signs out every session',
        body: resetPasswordSchema,
        response: { 200: messageOnly, ...errors(400, 422, 429) },
      },
    },
    async (request) => {
      await resetPassword(app, request.body);
      return { status: 'success' as const, message: MESSAGES.passwordReset };
    },
  );
};
