import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** Where the process is in its life: `draining` from SIGTERM on (GET /api/health/ready then answers 503). */
    lifecycle: { draining: boolean };
  }
}

/** Makes config and the database reachable from every route and plugin. */
export const contextPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; database: Database }) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('lifecycle', { draining: false });
  },
);
