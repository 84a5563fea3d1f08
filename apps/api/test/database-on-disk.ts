import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../src/db/client';
import { withDatabase } from './global-setup';

/** A copy of the seeded template that another process can open: a PGlite folder, or a PostgreSQL database. */
export async function databaseOnDisk(): Promise<{ options: DatabaseOptions; drop: () => Promise<void> }> {
  const tpl = inject('dbTemplate');
  if (tpl.kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oxs-disk-'));
    const seeded = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(tpl.dumpFile)]) });
    await seeded.close();
    return { options: { dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `${tpl.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: tpl.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tpl.template}`).finally(() => admin.end());
  return {
    options: { url: withDatabase(tpl.adminUrl, name) },
    drop: async () => {
      const a = new pg.Client({ connectionString: tpl.adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => a.end());
    },
  };
}
