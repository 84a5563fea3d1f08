import { createHash } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A cache of prepared statements per database and per query shape (which filters are present, the sort): the
 * SQL is built once per shape instead of on every request, and on PostgreSQL the statement is named, so each
 * connection parses it once. `prepare` receives a statement name unique to the prefix and the shape.
 */
export function preparedByShape<S>(prefix: string) {
  const cache = new WeakMap<object, Map<string, S>>();
  return (db: Db, shape: string, prepare: (name: string) => S): S => {
    const connection = connectionOf(db);
    let byShape = cache.get(connection);
    if (!byShape) cache.set(connection, (byShape = new Map()));
    let statements = byShape.get(shape);
    if (!statements) {
      statements = prepare(`${prefix}_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`);
      byShape.set(shape, statements);
    }
    return statements;
  };
}

/**
 * What a handle's statements run on: for a transaction on node-postgres, the pooled connection it holds, so a
 * statement prepared in one transaction serves every later transaction on that connection (instead of being
 * built again for each); otherwise the driver's client (the pool, or PGlite) or the handle itself.
 */
function connectionOf(db: Db): object {
  const client = (db as unknown as { _?: { session?: { client?: unknown } } })._?.session?.client;
  return typeof client === 'object' && client !== null ? client : db;
}

/**
 * Runs a prepared select and returns the rows as the driver gives them, keyed by column alias, without Drizzle's
 * per-field mapping (the hot lists alias every column and convert in the service). Both drivers the app uses
 * (node-postgres, PGlite) implement `all()` on their prepared queries; Drizzle's pg-core typings leave it out.
 */
export function driverRows<R>(prepared: object, values: Record<string, unknown>): Promise<R[]> {
  return (prepared as { all(values: Record<string, unknown>): Promise<R[]> }).all(values);
}

/** A column under its own name in a driver row (see driverRows): read as the driver returns it, no mapping. */
export const col = <T>(column: SQLWrapper, name: string) => sql<T>`${column}`.as(name);

/** The row driverRows gives for a set of `col` columns: each column's type under its alias. */
export type DriverRow<C extends Record<string, { _: { type: unknown } }>> = {
  [K in keyof C]: C[K]['_']['type'];
};
