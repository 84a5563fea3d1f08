import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { DEMO_SIGN_INS } from './db/seed/demo-users';
import { seedDatabase } from './db/seed/seed';

/** Starts the product: config, database (migrated and seeded), then web + API on one port. */
const ENV_FILE = path.resolve(import.meta.dirname, '../../../.env');

async function main() {
  // A .env file at the repository root, if present, fills in variables the environment does not set.
  if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
  });
  await database.migrate();
  const seeded = await seedDatabase(database.db);

  const app = await buildApp({ config, database });
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
  const lines = [
    '',
    `OxStrength is running at ${config.APP_URL}`,
    `  database: ${where}${seeded ? ' (demo data seeded now)' : ''}`,
    `  API docs: ${config.APP_URL}/api/docs`,
    '  demo sign-ins:',
    ...DEMO_SIGN_INS.map((u) => `    ${u.role.padEnd(8)} ${u.email}  /  ${u.password}`),
    '',
  ];
  console.log(lines.join('\n'));
  // The sandbox takes no money: make it impossible to miss that a server runs with it.
  const sandboxed = (['esewa', 'fonepay', 'khalti'] as const).filter((p) => config.payments[p].sandbox);
  if (sandboxed.length > 0)
    app.log.warn(
      { providers: sandboxed },
      'payment sandbox active: these providers take no real money until their *_BASE_URL and keys are set',
    );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
