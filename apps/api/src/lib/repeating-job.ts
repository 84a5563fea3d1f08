import type { FastifyInstance } from 'fastify';

/**
 * Runs `run` in the server every `everyMs` (the first time after `firstMs`), from when the app is ready. A run
 * starts only after the previous one ended (no overlap); a failure is logged and the next run still comes; the
 * timer does not keep the process alive, and closing the app stops it and awaits a run in progress.
 * Of several servers on one database, one runs the job at a time: each run holds the job's advisory lock
 * (Database.alone), and a server whose turn finds the lock taken skips that run.
 */
export function repeatInServer(
  app: FastifyInstance,
  job: { name: string; everyMs: number; firstMs?: number; run: () => Promise<void> },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;

  const schedule = (delay: number) => {
    if (closing) return;
    timer = setTimeout(() => {
      running = app.database
        .alone(job.name, job.run, { wait: false })
        .then((done) => {
          app.metrics.jobRuns.inc({ job: job.name, outcome: done.ran ? 'done' : 'skipped' });
          if (!done.ran) app.log.debug(`${job.name}: running on another server, skipped here`);
        })
        .catch((err: unknown) => {
          app.metrics.jobRuns.inc({ job: job.name, outcome: 'failed' });
          app.log.error({ err }, `${job.name} failed`);
        })
        .finally(() => {
          running = undefined;
          schedule(job.everyMs);
        });
    }, delay);
    timer.unref();
  };

  app.addHook('onReady', async () => schedule(job.firstMs ?? job.everyMs));
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await running;
  });
}
