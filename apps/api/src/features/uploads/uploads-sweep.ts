import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepUnusedUploads } from './uploads.service';

/**
 * Deletes uploads no record took (UPLOADS_UNUSED_TTL_HOURS old) every UPLOADS_SWEEP_SECONDS. A sweep starts only
 * after the previous one ended; rows are taken with SKIP LOCKED, so sweeps on several servers never clash. The
 * timer does not keep the process alive and stops when the app closes.
 */
export const uploadsSweepPlugin = fp(async (app: FastifyInstance) => {
  const every = app.config.UPLOADS_SWEEP_SECONDS * 1000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;

  const schedule = () => {
    if (closing) return;
    timer = setTimeout(() => {
      running = sweepUnusedUploads(app.db, app.config)
        .then((count) => {
          if (count > 0) app.log.info({ count }, 'deleted unused uploads');
        })
        .catch((err: unknown) => app.log.error({ err }, 'uploads sweep failed'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, every);
    timer.unref();
  };

  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
});
