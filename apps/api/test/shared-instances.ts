import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config/env';
import { configuredPool, openDatabase, type Database } from '../src/db/client';
import { setUpDatabase } from '../src/db/set-up';
import { emptyDatabase } from './machine-postgres';

/** The machine's Redis (REDIS_URL's default for the tests). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * `count` instances in shared mode (decision 044), as a deploy runs them: each its own app and pool, all on one
 * new PostgreSQL database (migrated and seeded with the reference data) and the machine's Redis under a prefix
 * of their own, listening on loopback. `close` stops them and removes the database and the Redis keys.
 * `serveWeb` also serves WEB_DIST_DIR's pages, as createTestApp's does.
 */
export async function sharedInstances(
  count: number,
  env: Record<string, string> = {},
  { serveWeb = false } = {},
) {
  const { url, drop } = await emptyDatabase('oxs_test_shared');
  const prefix = `oxs-test-${randomBytes(4).toString('hex')}:`;
  const config = loadConfig({
    NODE_ENV: 'test',
    SANDBOX: 'on',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpdir(),
    UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'oxs-shared-uploads-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-to-be-valid-0123456789',
    APP_URL: 'http://localhost:3000',
    DATABASE_URL: url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: prefix,
    ...env,
  });
  const setup = await openDatabase({ url });
  await setUpDatabase(setup, { demo: false });
  await setup.close();

  const instances: { app: App; database: Database }[] = [];
  for (let i = 0; i < count; i++) {
    const database = await openDatabase({ url, ...configuredPool(config) });
    const app = await buildApp({ config, database, serveWeb });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push({ app, database });
  }
  return {
    apps: instances.map((i) => i.app),
    config,
    async close() {
      for (const { app, database } of instances) {
        await app.close();
        await database.close();
      }
      await drop();
      const redis = new Redis(TEST_REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}
