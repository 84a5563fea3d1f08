import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as addresses from './schema/addresses';
import * as audit from './schema/audit';
import * as cart from './schema/cart';
import * as categories from './schema/categories';
import * as coupons from './schema/coupons';
import * as contact from './schema/contact';
import * as locations from './schema/locations';
import * as mail from './schema/mail';
import * as newsletter from './schema/newsletter';
import * as offers from './schema/offers';
import * as orders from './schema/orders';
import * as orderRefunds from './schema/order-refunds';
import * as payments from './schema/payments';
import * as subscriptions from './schema/subscriptions';
import * as pages from './schema/pages';
import * as products from './schema/products';
import * as programmes from './schema/programmes';
import * as reviews from './schema/reviews';
import * as sessions from './schema/sessions';
import * as templates from './schema/templates';
import * as trainers from './schema/trainers';
import * as users from './schema/users';

export const schema = {
  ...users,
  ...sessions,
  ...mail,
  ...newsletter,
  ...contact,
  ...pages,
  ...offers,
  ...locations,
  ...categories,
  ...trainers,
  ...templates,
  ...products,
  ...programmes,
  ...reviews,
  ...cart,
  ...addresses,
  ...coupons,
  ...orders,
  ...payments,
  ...orderRefunds,
  ...subscriptions,
  ...audit,
};
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, usable wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent an embedded PGlite database is used. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data folder (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  poolMax?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle connection the server closes (restart, failover, DROP DATABASE ... FORCE) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS }),
      close: () => pool.end(),
    };
  }
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}
