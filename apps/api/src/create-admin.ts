import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { createAdmin } from './features/users/create-admin';

/**
 * `npm run create-admin -- <email> "<name>"`: adds an Admin account to the configured database (the same
 * settings as `npm start` / `npm run start:production`). The password comes from ADMIN_PASSWORD or is asked for.
 */
const ENV_FILE = path.resolve(import.meta.dirname, '../../../.env');

async function main() {
  if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
  const [email = '', name = ''] = process.argv.slice(2);
  if (!email || !name) throw new Error('Usage: npm run create-admin -- <email> "<name>"');
  let password = process.env.ADMIN_PASSWORD ?? '';
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    password = await rl.question('Password (at least 12 characters): ');
    rl.close();
  }
  const config = loadConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
  });
  try {
    await database.migrate();
    const result = await createAdmin(database.db, { email, name, password });
    if (!result.ok) throw new Error(result.message);
    console.log(`Admin ${email} created.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
