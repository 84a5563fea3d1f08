import { maxHeaderSize } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENERIC_ERROR, INVALID_VALUE } from '@oxstrength/shared/constants';
import { isDatabaseUnavailable } from '../db/database-errors';
import { AppError } from '../lib/errors';

const BAD_URL = 'This address is not valid.';
const URL_TOO_LONG = 'This address is too long.';
const HEADERS_TOO_LARGE = 'The request headers are too large.';
const BAD_REQUEST = 'The request is not valid.';
const TIMEOUT = 'The request took too long.';
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

/** Fixed texts for the errors Fastify itself raises (its own messages name the URL or the parser). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported. Send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_BAD_URL: BAD_URL,
  FST_ERR_MAX_PARAM_LENGTH: URL_TOO_LONG,
};
/** Any other 4xx not raised as an AppError: a text by status, never the error's own message. */
const STATUS_MESSAGES: Record<number, string> = {
  400: BAD_REQUEST,
  401: 'Please sign in to continue',
  403: 'You are not allowed to do that',
  404: 'Not found',
  408: TIMEOUT,
  413: FRAMEWORK_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE!,
  414: URL_TOO_LONG,
  415: FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE!,
  431: HEADERS_TOO_LARGE,
};

/**
 * The message of a schema issue that has none of its own (a schema written without the spec's text), in place
 * of zod's English ("Invalid input: expected number, received boolean"). Schema-level messages win over this.
 */
function readableIssue(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `Must be at most ${String(issue.maximum)} characters`;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'This field is required';
  return INVALID_VALUE;
}

/**
 * One error handler for the whole API. Replies are `{ status: 'error', message, errors? }`.
 * Schema failures on a body answer 422, on the query or path 400; unexpected errors answer 500 with the
 * generic text and are logged, never echoed.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Process-wide: every schema the API validates with. (loadConfig runs before this and keeps zod's English.)
  z.config({ customError: readableIssue });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ status: 'error', message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[key] ??= issue.message ?? INVALID_VALUE;
      }
      const status = error.validationContext === 'body' ? 422 : 400;
      return reply.status(status).send({ status: 'error', message: Object.values(errors)[0], errors });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) {
      const message =
        statusCode === 429
          ? tooMany(error.message)
          : (FRAMEWORK_MESSAGES[error.code] ?? STATUS_MESSAGES[statusCode] ?? BAD_REQUEST);
      return reply.status(statusCode).send({ status: 'error', message });
    }
    // The database is down, stalled (a timeout) or gone: a passing condition, not a bug (decision 024).
    if (isDatabaseUnavailable(error)) {
      request.log.error({ cause: databaseCause(error) }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ status: 'error', message: UNAVAILABLE });
    }
    // Shared mode's Redis is away (a limit could not be counted): as passing as a database that is down.
    if (isRedisUnavailable(error)) {
      request.log.error({ cause: error.message }, 'redis unavailable');
      return reply.status(503).header('retry-after', '5').send({ status: 'error', message: UNAVAILABLE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 'error', message: GENERIC_ERROR });
  });
});

/** ioredis's errors for a command it could not deliver: retries used up, or the connection closed. */
function isRedisUnavailable(error: { name?: string; message: string }) {
  return (
    error.name === 'MaxRetriesPerRequestError' ||
    /^Connection is closed\.|^Stream isn't writeable/.test(error.message)
  );
}

/** The driver's error without the failed statement's text and parameters (which may hold personal data). */
function databaseCause(error: unknown) {
  let e = error as { cause?: unknown; code?: unknown; message?: unknown } | undefined;
  while (e?.cause && typeof e.cause === 'object') e = e.cause as typeof e;
  return { code: e?.code, message: e?.message };
}

function tooMany(message: string) {
  return message && !message.startsWith('Rate limit exceeded')
    ? message
    : 'Too many attempts. Please wait a few minutes and try again.';
}

/**
 * Fastify options for the errors raised before a request reaches a route or the error handler, so they too
 * answer `{ status: 'error', message }` without echoing the URL:
 * - `frameworkErrors`: a path the router cannot decode (400) or a path parameter over `maxParamLength` (414);
 * - `clientErrorHandler`: what Node's HTTP parser refuses: headers over `maxHeaderSize` (431, or 414 when the
 *   request line alone is that long), a timeout (408), anything else malformed (400).
 */
export const errorServerOptions = {
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const statusCode =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
    const message = statusCode === 500 ? GENERIC_ERROR : FRAMEWORK_MESSAGES[error.code]!;
    void reply.status(statusCode).send({ status: 'error', message });
  },
  clientErrorHandler: replyToClientError,
} satisfies FastifyServerOptions;

function replyToClientError(error: ConnectionError, socket: Socket) {
  // A reset connection has nobody to answer; a socket already answered may see more of the same request.
  if (error.code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
  if (!socket.writable) return void socket.destroy();
  const [statusCode, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? requestLineTooLong(error)
        ? [414, 'URI Too Long', URL_TOO_LONG]
        : [431, 'Request Header Fields Too Large', HEADERS_TOO_LARGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', TIMEOUT]
        : [400, 'Bad Request', BAD_REQUEST];
  const body = JSON.stringify({ status: 'error', message });
  // end(), not destroy(): a client still sending its request then reads the reply instead of a reset.
  socket.end(
    `HTTP/1.1 ${statusCode} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  setTimeout(() => socket.destroy(), 5_000).unref();
}

/** The overflowing packet starts with a request line that has no end within the header limit. */
function requestLineTooLong(error: ConnectionError) {
  const raw: unknown = error.rawPacket;
  if (!Buffer.isBuffer(raw) || !/^[A-Z]+ /.test(raw.toString('latin1', 0, 16))) return false;
  const end = raw.indexOf('\r\n');
  return (end === -1 ? raw.length : end) >= maxHeaderSize;
}
