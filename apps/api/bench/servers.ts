import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { startBareServer } from './bare-server';
import { benchConfig } from './harness';

/**
 * Child process of bench/run.ts: the real app and the two bare baselines (plain and named statements), each on a
 * loopback port, on the database in BENCH_DATABASE_URL. Reports the ports to the parent and stops when the parent
 * says so (or disconnects).
 */
const POOL_MAX = 10;

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url || !process.send) throw new Error('servers.ts is started by bench/run.ts');
  const config = benchConfig(url);
  const database = await openDatabase({ url, poolMax: POOL_MAX });
  const app = await buildApp({ config, database, serveWeb: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = await startBareServer(url, database.db, POOL_MAX, false);
  const bareNamed = await startBareServer(url, database.db, POOL_MAX, true);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await bare.close();
    await bareNamed.close();
    await database.close();
    process.exit(0);
  };
  process.on('message', (m) => m === 'stop' && void stop());
  process.on('disconnect', () => void stop());
  process.send({
    appPort: (app.server.address() as { port: number }).port,
    barePort: bare.port,
    bareNamedPort: bareNamed.port,
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
