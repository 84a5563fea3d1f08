import { buildApp } from '../src/app';
import type { Config } from '../src/config/env';
import { openDatabase, type DatabaseOptions } from '../src/db/client';
import { drainOnSignals } from '../src/lib/graceful-shutdown';

/**
 * A server child for lib/graceful-shutdown.test.ts: the app with DRAIN_CONFIG on the database DRAIN_DATABASE
 * (both JSON), drained on SIGTERM as src/server.ts does, plus `GET /slow?ms=` (answers after ms milliseconds;
 * tells the parent 'slow' when one starts). Reports its port to the parent.
 */
async function main() {
  if (!process.send) throw new Error('draining-server.ts is started by a test');
  const database = await openDatabase(JSON.parse(process.env.DRAIN_DATABASE!) as DatabaseOptions);
  const app = await buildApp({
    config: JSON.parse(process.env.DRAIN_CONFIG!) as Config,
    database,
    serveWeb: false,
    logger: false,
  });
  app.get('/slow', async (request) => {
    process.send!('slow');
    const ms = Number((request.query as { ms?: string }).ms ?? 1000);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { status: 'success', waited: ms };
  });
  drainOnSignals(app, () => database.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: (app.server.address() as { port: number }).port });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
