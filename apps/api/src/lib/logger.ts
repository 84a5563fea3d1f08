import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/env';

const SECRET_QUERY =
  /([?&](?:reset_token|verification_code|token|access_token|accessToken|password)=)[^&]*/gi;

/** Strips secrets from a URL before it is logged. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** pino with request ids; never logs authorization headers, cookies, passwords or tokens. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.password_confirmation',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
}
