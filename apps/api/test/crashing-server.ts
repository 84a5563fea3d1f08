import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { childSetup } from './server-child';

/**
 * A server child that dies by SIGKILL right after a commit (plugins/mail-outbox-crash.test.ts). It runs the
 * app on the database and configuration its parent gave (forkServer), reports its port, and once the parent
 * sends 'arm', kills itself the moment the next transaction has committed: before anything the code does
 * after its commit (waking the mail delivery, answering).
 */
async function main() {
  const setup = childSetup();
  const database = await openDatabase(setup.database);
  let armed = false;
  const transaction = database.db.transaction.bind(database.db);
  database.db.transaction = (async (...args: Parameters<typeof transaction>) => {
    const result = await transaction(...args);
    if (armed) process.kill(process.pid, 'SIGKILL');
    return result;
  }) as typeof transaction;
  const app = await buildApp({
    config: setup.config,
    database,
    serveWeb: false,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (m) => {
    if (m === 'arm') armed = true;
    process.send!('armed');
  });
  process.send!({ port: (app.server.address() as { port: number }).port });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
