import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The counters other parts of the server move (a job's run, a mail, a settled payment, a Redis error). */
export interface Metrics {
  jobRuns: Counter<'job' | 'outcome'>;
  mails: Counter<'outcome'>;
  paymentsSettled: Counter<'provider' | 'outcome'>;
  redisErrors: Counter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/**
 * GET /metrics in Prometheus's text format (decision 044). One registry per app, so that apps built in one
 * process (the tests) do not count into each other. Served to whoever reaches the instance: the deploy's nginx
 * (deploy/nginx.conf) answers 404 for it, so only the private network (a Prometheus scraping each instance)
 * reads it.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const register = new Registry();
    collectDefaultMetrics({ register });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to reply, per route and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, not the path: ids would make a series per order.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    const { database } = app;
    if (database.poolUse) {
      const poolUse = database.poolUse.bind(database);
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database pool connections by state (idle, busy) and callers waiting for one',
        labelNames: ['state'] as const,
        registers: [register],
        collect() {
          const use = poolUse();
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'busy' }, use.total - use.idle);
          this.set({ state: 'waiting' }, use.waiting);
        },
      });
    }
    if (database.onQuery) {
      const queries = new Histogram({
        name: 'db_query_duration_seconds',
        help: 'Time of each database query, by outcome',
        labelNames: ['outcome'] as const,
        buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
        registers: [register],
      });
      database.onQuery((seconds, failed) => queries.observe({ outcome: failed ? 'error' : 'ok' }, seconds));
    }

    const metrics: Metrics = {
      jobRuns: new Counter({
        name: 'job_runs_total',
        help: 'Runs of the repeating jobs, by job and outcome (done, failed, skipped: another instance had it)',
        labelNames: ['job', 'outcome'] as const,
        registers: [register],
      }),
      mails: new Counter({
        name: 'mails_total',
        help: 'Mails handed to SMTP (sent) or refused by it (failed; tried again later)',
        labelNames: ['outcome'] as const,
        registers: [register],
      }),
      paymentsSettled: new Counter({
        name: 'payments_settled_total',
        help: 'Payments settled, by provider and outcome (completed, failed)',
        labelNames: ['provider', 'outcome'] as const,
        registers: [register],
      }),
      redisErrors: new Counter({
        name: 'redis_errors_total',
        help: 'Errors on the Redis connection',
        registers: [register],
      }),
    };
    app.decorate('metrics', metrics);

    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('content-type', register.contentType).header('cache-control', 'no-store');
      return register.metrics();
    });
  },
  { name: 'metrics' },
);
