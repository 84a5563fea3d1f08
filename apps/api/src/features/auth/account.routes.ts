import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangedReply, profileReply } from '@oxstrength/shared/contracts/users';
import { changePasswordSchema, SAME_PASSWORD } from '@oxstrength/shared/schemas/auth';
import { PROFILE_MESSAGES, profileSchema } from '@oxstrength/shared/schemas/profile';
import { errors } from '../../lib/reply';
import { tokenFromHeader } from '../../plugins/auth';
import { updateProfile } from '../users/users.service';
import { ACCOUNT_MESSAGES, changePassword } from './account.service';

/** The signed-in user's own account: profile settings and password (spec part 2 sections 5 and 7, Profile). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/auth/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Rewrite the caller's profile settings",
        description:
          'Body: name, mobile_num, gender (Male, Female, Other), birth_date (YYYY-MM-DD), about (optional), ' +
          'address { country (Nepal), province (a name or _id), district (a name or _id of that province), area, ' +
          'address_line1 }, social { facebook, twitter, instagram, linkedid, tiktok } (optional https links). ' +
          "Province and district are stored by name; an unknown one answers 422 errors['address.province'] or " +
          "errors['address.district']. slug, email and profile_pic are not changed here (a slug sent is ignored). " +
          `Answers "${PROFILE_MESSAGES.updated}" with the user.`,
        security: [{ jwt: [] }],
        body: profileSchema,
        response: { 200: profileReply, ...errors(401, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: PROFILE_MESSAGES.updated,
      user: await updateProfile(app.db, request.currentUser!.id, request.body),
    }),
  );

  app.put(
    '/auth/update/password',
    {
      onRequest: app.authenticate,
      config: {
        // Guesses at the current password, counted per signed-in user (after authenticate).
        rateLimit: {
          max: app.config.AUTH_ACCOUNT_RATE_LIMIT_MAX,
          timeWindow: app.config.AUTH_RATE_LIMIT_WINDOW_MS,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `password:${request.currentUser?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: "Change the caller's password; other sessions end, this one continues with a new token",
        description:
          'Body: old_password, password (at least 6 characters), password_confirmation. A wrong old_password ' +
          `answers 403 "${ACCOUNT_MESSAGES.wrongPassword}" (also as errors.old_password); a new password equal ` +
          `to the current one 422 errors.password "${SAME_PASSWORD}". On success every token issued before ` +
          "(the caller's too) answers 401 and the reply's token continues the caller's sign-in. At most " +
          'AUTH_ACCOUNT_RATE_LIMIT_MAX attempts per user per AUTH_RATE_LIMIT_WINDOW_MS (429).',
        security: [{ jwt: [] }],
        body: changePasswordSchema,
        response: { 200: passwordChangedReply, ...errors(401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      const claims = app.readToken(tokenFromHeader(request.headers.authorization) ?? '')!;
      const token = await changePassword(
        app,
        { userId: request.currentUser!.id, sessionId: claims.sid },
        request.body,
      );
      return { status: 'success' as const, message: ACCOUNT_MESSAGES.passwordChanged, token };
    },
  );
};
