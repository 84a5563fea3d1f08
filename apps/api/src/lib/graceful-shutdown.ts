import type { FastifyInstance } from 'fastify';

/**
 * Drains the server for a deploy (SIGTERM). From the first moment GET /api/health/ready answers 503 and no new
 * connection is accepted; idle keep-alive connections are closed; a request still arriving on an open one is
 * served and its connection closed after it (app.ts: return503OnClosing off); websockets are closed with 1012
 * (reconnect); the requests in flight finish, and those still running after `graceMs` have their connections
 * cut. Then the app's onClose hooks run: a job finishes the run it is in (lib/repeating-job.ts), the mail
 * outbox its round. Resolves once closed, saying whether any connection had to be cut.
 */
export async function drain(app: FastifyInstance, graceMs: number): Promise<{ cut: boolean }> {
  app.lifecycle.draining = true;
  let cut = false;
  const deadline = setTimeout(() => {
    cut = true;
    app.log.warn({ graceMs }, 'shutdown: requests still running after the grace period; connections cut');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return { cut };
}

/**
 * SIGTERM and SIGINT drain the server (SHUTDOWN_GRACE_SECONDS), then `after` runs (closing the database) and the
 * process exits 0; a second signal, or a failure while draining, exits 1 at once.
 */
export function drainOnSignals(app: FastifyInstance, after: () => Promise<void>) {
  let draining = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (draining) {
      app.log.warn({ signal }, 'shutdown: second signal, exiting now');
      process.exit(1);
    }
    draining = true;
    app.log.info({ signal }, 'shutting down: draining');
    try {
      const { cut } = await drain(app, app.config.SHUTDOWN_GRACE_SECONDS * 1000);
      await after();
      app.log.info({ cut }, 'shut down');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (s) => void stop(s));
  process.on('SIGTERM', (s) => void stop(s));
}
