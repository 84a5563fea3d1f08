import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGIN_SOURCES } from '@oxstrength/shared/constants';
import {
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@oxstrength/shared/schemas/auth';
import { errorReply, errors, messageOnly, success } from '../../lib/reply';
import { toUserJson, userJson } from '../users/user-json';
import {
  forgotPassword,
  login,
  MESSAGES,
  profile,
  refreshToken,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './auth.service';

export const loginReply = success({ token: z.string(), user: userJson, login_source: z.enum(LOGIN_SOURCES) });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Per client address, on every route that guesses at or sends secrets. */
  const limited = {
    rateLimit: { max: app.config.AUTH_RATE_LIMIT_MAX, timeWindow: app.config.AUTH_RATE_LIMIT_WINDOW_MS },
  };

  app.post(
    '/auth/register',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Create a Client account and mail a verification link',
        body: registerSchema,
        response: { 201: success({ user: userJson }), ...errors(409, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = await register(app, request.body);
      return reply
        .status(201)
        .send({ status: 'success', message: MESSAGES.registered, user: toUserJson(user) });
    },
  );

  app.post(
    '/user/verify/email',
    {
      config: limited,
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
      config: limited,
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
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description: 'A 403 reply (email not verified) carries `unverified: true`.',
        body: loginSchema,
        response: {
          200: loginReply,
          ...errors(401, 422, 429),
          403: errorReply.extend({ unverified: z.literal(true).optional() }),
        },
      },
    },
    async (request) => login(app, request.body),
  );

  app.post(
    '/auth/refresh-token',
    {
      config: limited,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a current or recently expired token for a new one',
        body: refreshTokenSchema,
        response: { 200: success({ token: z.string() }), ...errors(401, 422, 429) },
      },
    },
    async (request) => ({ status: 'success' as const, token: await refreshToken(app, request.body.token) }),
  );

  app.get(
    '/auth/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ jwt: [] }],
        response: { 200: success({ user: userJson }), ...errors(401) },
      },
    },
    async (request) => ({ status: 'success' as const, user: await profile(app, request.currentUser!.id) }),
  );

  app.post(
    '/user/forgot/password',
    {
      config: limited,
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
      config: limited,
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
