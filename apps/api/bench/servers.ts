import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { startBareServer } from './bare-server';
import { childDatabaseUrl, runChild, serveParent } from './app-child';
import { benchConfig } from './harness';

/**
 * Child process of bench/run.ts: the real app and the two bare baselines (plain and named statements), each on a
 * loopback port, on the database in BENCH_DATABASE_URL. Reports the ports to the parent and stops when the parent
 * says so (or disconnects).
 */
const POOL_MAX = 10;

async function main() {
  const url = childDatabaseUrl('servers.ts', 'run.ts');
  const config = benchConfig(url);
  const database = await openDatabase({ url, poolMax: POOL_MAX });
  const app = await buildApp({ config, database, serveWeb: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await startBareServer(url, database.db, POOL_MAX, false);
  const bareNamed = await startBareServer(url, database.db, POOL_MAX, true);

  serveParent([app, bare, bareNamed, database]);
  process.send!({
    appPort: (app.server.address() as { port: number }).port,
    barePort: bare.port,
    bareNamedPort: bareNamed.port,
  });
}

runChild(main);
