import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthReply } from '@oxstrength/shared/contracts/site';
import { isDatabaseUnavailable } from '../../db/database-errors';
import { schemaProblem, shippedMigration } from '../../db/schema-version';
import { errors } from '../../lib/reply';

/** Raced against the check: a stalled database answers nothing, and the check must answer anyway. */
class HealthTimeout extends Error {}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const shipped = shippedMigration();
  const limitMs = app.config.DATABASE_HEALTH_TIMEOUT_MS;

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
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new HealthTimeout()), limitMs);
      });
      let problem: string | null;
      try {
        problem = await Promise.race([schemaProblem(app.db, shipped), timeout]);
      } catch (err) {
        if (err instanceof HealthTimeout) problem = `Database did not answer within ${limitMs} ms`;
        else if (isDatabaseUnavailable(err)) problem = 'Database unreachable';
        else problem = 'Database check failed';
        if (!(err instanceof HealthTimeout))
          request.log.error({ err }, 'health check: database check failed');
      } finally {
        clearTimeout(timer);
      }
      reply.header('cache-control', 'no-store');
      if (problem) {
        request.log.warn({ problem }, 'health check failed');
        return reply.status(503).header('retry-after', '5').send({ status: 'error', message: problem });
      }
      return { status: 'success' as const, database: 'ok' as const };
    },
  );
};
