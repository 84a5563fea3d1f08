import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const TOO_MANY_FOR_ACCOUNT =
  'Too many sign-in attempts for this account. Please wait a few minutes and try again.';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook: the one per-address budget that sign-in, registration, refresh, recovery, verification,
     * social sign-in and the email check share (AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_MS).
     */
    signInAddressLimit: Hook;
    /** preHandler: sign-in attempts for one account (the body's email) from any address (AUTH_ACCOUNT_RATE_LIMIT_MAX). */
    signInAccountLimit: Hook;
  }
}

/** Counters kept per process (decision 004); enough entries that a flood of keys does not evict a live one. */
const CACHE_ENTRIES = 20_000;

/**
 * The sign-in limits (decision 014). Each is ONE counter store of @fastify/rate-limit, made once and shared by
 * every route that uses it: a route's own `config.rateLimit` gets a store of its own (even with `groupId`, in
 * plugin version 11.2), which would give an attacker the budget once per route.
 */
export const signInLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const limiter = (options: CreateRateLimitOptions & { cache: number }, message: string): Hook => {
      const check = app.createRateLimit(options);
      return async (request, reply) => {
        const limit = await check(request);
        if (limit.isAllowed || !limit.isExceeded) return;
        reply.header('retry-after', limit.ttlInSeconds);
        throw new AppError(429, message);
      };
    };
    const timeWindow = app.config.AUTH_RATE_LIMIT_WINDOW_MS;

    // The default key: the client address (X-Forwarded-For only with TRUST_PROXY), IPv6 by /64.
    app.decorate(
      'signInAddressLimit',
      limiter({ max: app.config.AUTH_RATE_LIMIT_MAX, timeWindow, cache: CACHE_ENTRIES }, TOO_MANY_ATTEMPTS),
    );
    app.decorate(
      'signInAccountLimit',
      limiter(
        {
          max: app.config.AUTH_ACCOUNT_RATE_LIMIT_MAX,
          timeWindow,
          cache: CACHE_ENTRIES,
          // Runs after validation: the email is present and lower-case.
          keyGenerator: (request) => `account:${(request.body as { email: string }).email}`,
        },
        TOO_MANY_FOR_ACCOUNT,
      ),
    );
  },
  { name: 'sign-in-limits', dependencies: ['@fastify/rate-limit'] },
);
