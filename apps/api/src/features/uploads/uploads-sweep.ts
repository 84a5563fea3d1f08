import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatInServer } from '../../lib/repeating-job';
import { sweepUnusedUploads } from './uploads.service';

/**
 * Deletes uploads no record took (UPLOADS_UNUSED_TTL_HOURS old) every UPLOADS_SWEEP_SECONDS, one sweep at a time
 * (lib/repeating-job.ts); rows are taken with SKIP LOCKED, so sweeps on several servers never clash.
 */
export const uploadsSweepPlugin = fp(async (app: FastifyInstance) => {
  repeatInServer(app, {
    name: 'uploads sweep',
    everyMs: app.config.UPLOADS_SWEEP_SECONDS * 1000,
    run: async () => {
      const count = await sweepUnusedUploads(app.db, app.config);
      if (count > 0) app.log.info({ count }, 'deleted unused uploads');
    },
  });
});
