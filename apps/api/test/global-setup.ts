import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed/seed';

/**
 * Builds one migrated and seeded database per run, which every test file clones:
 * - PGlite (no DATABASE_URL): a dumped data folder, loaded per file;
 * - PostgreSQL (DATABASE_URL): a template database, copied per file with CREATE DATABASE ... TEMPLATE.
 * Everything this run created is dropped at the end; the server may hold other people's databases.
 */
export type DbTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; adminUrl: string; template: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const prefix = `oxs_test_${randomBytes(4).toString('hex')}`;
    const template = `${prefix}_tpl`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const database = await openDatabase({ url: withDatabase(url, template), poolMax: 2 });
    await database.migrate();
    await seedDatabase(database.db);
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', adminUrl: url, template, prefix });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`${prefix}%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'oxs-test-'));
  const database = await openDatabase({});
  await database.migrate();
  await seedDatabase(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  const dumpFile = path.join(dir, 'template.tar.gz');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
