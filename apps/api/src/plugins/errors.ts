import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR } from '@oxstrength/shared/constants';
import { AppError } from '../lib/errors';

/**
 * One error handler for the whole API. Replies are `{ status: 'error', message, errors? }`.
 * Schema failures on a body answer 422, on the query or path 400; unexpected errors answer 500 with the
 * generic text and are logged, never echoed.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ status: 'error', message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[key] ??= issue.message ?? 'Invalid value';
      }
      const status = error.validationContext === 'body' ? 422 : 400;
      return reply.status(status).send({ status: 'error', message: Object.values(errors)[0], errors });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      const message = statusCode === 429 ? tooMany(error.message) : error.message || GENERIC_ERROR;
      return reply.status(statusCode).send({ status: 'error', message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 'error', message: GENERIC_ERROR });
  });
});

function tooMany(message: string) {
  return message && !message.startsWith('Rate limit exceeded')
    ? message
    : 'Too many attempts. Please wait a few minutes and try again.';
}
