import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { healthReply, liveReply } from '@oxstrength/shared/contracts/site';
import { isDatabaseUnavailable } from '../../db/database-errors';
import { schemaProblem, shippedMigration } from '../../db/schema-version';
import { errors } from '../../lib/reply';

/** Raced against the check: a stalled database answers nothing, and the check must answer anyway. */
class HealthTimeout extends Error {}

/** What GET /health/ready says while the process drains (lib/graceful-shutdown.ts). */
export const DRAINING = 'Shutting down';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const shipped = shippedMigration();
  const limitMs = app.config.DATABASE_HEALTH_TIMEOUT_MS;

  /** Why the database cannot serve (slow, unreachable, a migration missing), or null when it can. */
  const databaseProblem = async (log: FastifyBaseLogger): Promise<string | null> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new HealthTimeout()), limitMs);
    });
    try {
      return await Promise.race([schemaProblem(app.db, shipped), timeout]);
    } catch (err) {
      if (err instanceof HealthTimeout) return `Database did not answer within ${limitMs} ms`;
      log.error({ err }, 'health check: database check failed');
      return isDatabaseUnavailable(err) ? 'Database unreachable' : 'Database check failed';
    } finally {
      clearTimeout(timer);
    }
  };

  /** Shared mode: why Redis cannot serve (no answer to PING within the same limit), or null when it can. */
  const redisProblem = async (log: FastifyBaseLogger): Promise<string | null> => {
    const redis = app.redis;
    if (!redis) return null;
    // Not connected (reconnecting, or never was): say so at once. A PING would wait through the reconnect's
    // retries and answer late or early depending on the machine's load.
    if (redis.status !== 'ready') return 'Redis unreachable';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new HealthTimeout()), limitMs);
    });
    try {
      await Promise.race([redis.ping(), timeout]);
      return null;
    } catch (err) {
      if (err instanceof HealthTimeout) return `Redis did not answer within ${limitMs} ms`;
      log.error({ err }, 'health check: redis check failed');
      return 'Redis unreachable';
    } finally {
      clearTimeout(timer);
    }
  };

  /** Everything a request may need: the database, then (shared mode) Redis. */
  const problem = async (log: FastifyBaseLogger) => (await databaseProblem(log)) ?? (await redisProblem(log));

  /** 503 with the reason and a retry hint, or the healthy reply; never cached. */
  const answer = (problem: string | null, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (!problem)
      return {
        status: 'success' as const,
        database: 'ok' as const,
        ...(app.redis && { redis: 'ok' as const }),
      };
    request.log.warn({ problem }, 'health check failed');
    return reply.status(503).header('retry-after', '5').send({ status: 'error', message: problem });
  };

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        // 503 when the database is too slow (DATABASE_HEALTH_TIMEOUT_MS), unreachable, or lacks a migration.
        summary: 'Liveness and database check',
        response: { 200: healthReply, ...errors(503) },
      },
    },
    async (request, reply) => answer(await problem(request.log), request, reply),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: whether a load balancer should send this instance requests',
        description:
          '503 while the process shuts down (from SIGTERM on), and as GET /health when the database is too slow, ' +
          'unreachable or lacks a migration, or (shared mode) Redis does not answer.',
        response: { 200: healthReply, ...errors(503) },
      },
    },
    async (request, reply) =>
      answer(app.lifecycle.draining ? DRAINING : await problem(request.log), request, reply),
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        description: 'Asks nothing of the database: a restart would not cure a database that is down.',
        response: { 200: liveReply },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const };
    },
  );
};
