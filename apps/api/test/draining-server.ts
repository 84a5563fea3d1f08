import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { drainOnSignals } from '../src/lib/graceful-shutdown';
import { childSetup } from './server-child';

/**
 * A server child for lib/graceful-shutdown.test.ts: the app on the database and configuration its parent gave
 * (forkServer), drained on SIGTERM as src/server.ts does, plus `GET /slow?ms=` (answers after ms milliseconds;
 * tells the parent 'slow' when one starts). Reports its port to the parent.
 */
async function main() {
  const setup = childSetup();
  const database = await openDatabase(setup.database);
  const app = await buildApp({
    config: setup.config,
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
  process.send!({ port: (app.server.address() as { port: number }).port });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
