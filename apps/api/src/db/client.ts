import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { keepAnnouncements, type AnnouncementListener } from './announce';
import * as addresses from './schema/addresses';
import * as audit from './schema/audit';
import * as cart from './schema/cart';
import * as categories from './schema/categories';
import * as coupons from './schema/coupons';
import * as forum from './schema/forum';
import * as consultations from './schema/consultations';
import * as contact from './schema/contact';
import * as gifts from './schema/gifts';
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
import * as trainerCapacity from './schema/trainer-capacity';
import * as trainers from './schema/trainers';
import * as uploads from './schema/uploads';
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
  ...gifts,
  ...consultations,
  ...audit,
  ...trainerCapacity,
  ...forum,
  ...uploads,
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
  /**
   * Runs `work` while holding the advisory lock named `name`, so that of several servers on one database only
   * one does it at a time (jobs, migrating and seeding). `wait: false` gives up at once when another server
   * holds the lock (`{ ran: false }`); `wait: true` waits for it. The lock lives on a connection of its own,
   * so a server that dies releases it with its connection. PGlite has one process: `work` simply runs.
   */
  alone<T>(name: string, work: () => Promise<T>, options: { wait: boolean }): Promise<AloneResult<T>>;
  /** Calls `listener` with what each committed transaction announced (db/announce.ts). */
  onAnnouncement(listener: AnnouncementListener): void;
  /** PostgreSQL: the pool's connections (in all, idle, and callers waiting for one); for GET /metrics. */
  poolUse?(): { total: number; idle: number; waiting: number };
  /** PostgreSQL: calls `listener` with each query's duration in seconds (and whether it failed). */
  onQuery?(listener: QueryListener): void;
  close(): Promise<void>;
}

export type QueryListener = (seconds: number, failed: boolean) => void;

export type AloneResult<T> = { ran: true; value: T } | { ran: false };

/** First key of the advisory locks taken by Database.alone (the second is the name's hash). */
const ALONE_LOCK_CLASS = 0x6f78_0001;

/** How long the app waits on PostgreSQL (config: DATABASE_*_TIMEOUT_MS; decision 024). */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement: the server cancels it (statement_timeout); the client gives up a little later. 0: no limit. */
  statementMs: number;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent an embedded PGlite database is used. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
  /** PGlite: start from a dumped data folder (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  poolMax?: number;
  /** PostgreSQL only. Absent: no limits (tools, seeds and tests that build databases). */
  timeouts?: DatabaseTimeouts;
}

/** The pool size and time limits a server's configuration asks for (DATABASE_POOL_MAX, DATABASE_*_TIMEOUT_MS). */
export const configuredPool = (config: {
  DATABASE_POOL_MAX: number;
  DATABASE_CONNECT_TIMEOUT_MS: number;
  DATABASE_STATEMENT_TIMEOUT_MS: number;
}): Pick<DatabaseOptions, 'poolMax' | 'timeouts'> => ({
  poolMax: config.DATABASE_POOL_MAX,
  timeouts: {
    connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  },
});

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      ...poolTimeouts(options.timeouts),
    });
    // An idle connection the server closes (restart, failover, DROP DATABASE ... FORCE) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', () => undefined);
    const listeners = new Set<QueryListener>();
    pool.on('connect', (client) => timeQueries(client, listeners));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const announcements = new Set<AnnouncementListener>();
    keepAnnouncements(db, announcements);
    return {
      db,
      kind: 'postgres',
      onAnnouncement: (listener) => announcements.add(listener),
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      onQuery: (listener) => listeners.add(listener),
      // Migrations may legitimately run long: their own connection, without the statement limit.
      migrate: async () => {
        const migrationPool = new pg.Pool({
          connectionString: options.url,
          max: 1,
          connectionTimeoutMillis: options.timeouts?.connectMs,
        });
        migrationPool.on('error', () => undefined);
        try {
          await migratePg(drizzlePg(migrationPool), { migrationsFolder: MIGRATIONS });
        } finally {
          await migrationPool.end();
        }
      },
      // The lock's connection is its own, outside the pool, so a job holding it never starves its own queries
      // (whatever DATABASE_POOL_MAX is); ending it releases the lock, also when the work failed.
      alone: async (name, work, { wait }) => {
        const lock = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: options.timeouts?.connectMs,
        });
        lock.on('error', () => undefined);
        await lock.connect();
        try {
          const keys = [ALONE_LOCK_CLASS, name];
          if (wait) await lock.query('select pg_advisory_lock($1, hashtext($2))', keys);
          else {
            const { rows } = await lock.query<{ got: boolean }>(
              'select pg_try_advisory_lock($1, hashtext($2)) as got',
              keys,
            );
            if (!rows[0]!.got) return { ran: false };
          }
          return { ran: true, value: await work() };
        } finally {
          await lock.end();
        }
      },
      close: () => pool.end(),
    };
  }
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const announcements = new Set<AnnouncementListener>();
  keepAnnouncements(db, announcements);
  return {
    db,
    kind: 'pglite',
    onAnnouncement: (listener) => announcements.add(listener),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS }),
    alone: async (_name, work) => ({ ran: true, value: await work() }),
    close: () => client.close(),
  };
}

/**
 * Times every query a pooled connection runs, in the promise form (drizzle's) and the callback form (the pool's
 * own `pool.query`). Nothing is measured while no one listens.
 */
function timeQueries(client: pg.PoolClient, listeners: Set<QueryListener>) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (listeners.size === 0) return query(...args);
    const start = performance.now();
    const report = (failed: boolean) => {
      const seconds = (performance.now() - start) / 1000;
      for (const listener of listeners) listener(seconds, failed);
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, result: unknown) => {
        report(Boolean(err));
        (callback as (e: unknown, r: unknown) => void)(err, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise)
      result.then(
        () => report(false),
        () => report(true),
      );
    return result;
  };
}

/** The client gives up this long after the server should have cancelled a statement (a stalled link). */
const CLIENT_GRACE_MS = 500;

function poolTimeouts(timeouts: DatabaseTimeouts | undefined): pg.PoolConfig {
  if (!timeouts) return {};
  if (timeouts.statementMs === 0) return { connectionTimeoutMillis: timeouts.connectMs, keepAlive: true };
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    // Notices a peer that vanished without closing (a dead host, a dropped NAT entry).
    keepAlive: true,
    Client: StallSafeClient,
  };
}

/**
 * A pg client that closes its connection when a statement gets no answer in time. pg's query_timeout only
 * rejects the statement: the connection would stay waiting on the lost answer, a transaction's ROLLBACK would
 * wait out a second timeout, and the pool would take the connection back and hand it out again. Closed, the
 * ROLLBACK fails at once and the pool discards the connection.
 */
class StallSafeClient extends pg.Client {
  override query(...args: unknown[]): never {
    const onError = (err: unknown) => {
      if (err instanceof Error && err.message === 'Query read timeout') this.connection.stream.destroy();
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (err: unknown, res: unknown) => {
        if (err) onError(err);
        (callback as (e: unknown, r: unknown) => void)(err, res);
      };
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) result.catch(onError);
    return result as never;
  }
}
