import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { checkDatabase } from './db/database-errors';
import { DEMO_SIGN_INS } from './db/seed/demo-users';
import { setUpDatabase } from './db/set-up';
import { drainOnSignals } from './lib/graceful-shutdown';

/** Starts the product: config, database (migrated and seeded), then web + API on one port. */
const ENV_FILE = path.resolve(import.meta.dirname, '../../../.env');

async function main() {
  // A .env file at the repository root, if present, fills in variables the environment does not set.
  if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
  const config = loadConfig();
  // An unreachable database stops the start at once, naming the cause (decision 024).
  if (config.DATABASE_URL) await checkDatabase(config.DATABASE_URL, config.DATABASE_CONNECT_TIMEOUT_MS);
  const place = {
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
  };
  const connectMs = config.DATABASE_CONNECT_TIMEOUT_MS;
  // Migrating and seeding may run statements longer than a request's limit.
  const setup = await openDatabase({ ...place, poolMax: 2, timeouts: { connectMs, statementMs: 0 } });
  // Production gets the reference data only: never the demo accounts, whose passwords are printed below.
  const demo = config.NODE_ENV !== 'production';
  const seeded = await setUpDatabase(setup, { demo });
  let database = setup;
  if (config.DATABASE_URL) {
    await setup.close();
    database = await openDatabase({
      ...place,
      poolMax: config.DATABASE_POOL_MAX,
      timeouts: { connectMs, statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS },
    });
  }

  const app = await buildApp({ config, database });
  drainOnSignals(app, () => database.close());

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
  const lines = [
    '',
    `OxStrength is running at ${config.APP_URL} (${demo ? 'demo' : 'production'})`,
    `  database: ${where}${seeded ? ' (demo data seeded now)' : ''}`,
    `  API docs: ${config.APP_URL}/api/docs`,
    ...(demo
      ? [
          '  demo sign-ins:',
          ...DEMO_SIGN_INS.map((u) => `    ${u.role.padEnd(8)} ${u.email}  /  ${u.password}`),
        ]
      : []),
    // The sandboxes take no money and accept any sign-in: make it impossible to miss that they are on.
    ...(config.sandboxed.length > 0
      ? [
          `  SANDBOX on: ${config.sandboxed.join(', ')} answered by built-in fakes (no real money, demo sign-ins only)`,
        ]
      : []),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
