import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Writable } from 'node:stream';
import pg from 'pg';
import type { Db, Tx } from './client';

/**
 * A transaction whose statements go out in two batches (decision 030). On PostgreSQL (node-postgres) the
 * connection is put in pg's pipeline mode for the transaction and its socket corked while a batch is sent:
 * BEGIN goes out with the statements `fn` sends before its first await (a lock and the reads behind it: one
 * write, one round trip), and the writes `fn` hands to `send` are made after `fn` returns, with the COMMIT (one
 * more write and round trip). The connection is held for two round trips, not one per statement with the event
 * loop's wait between each, and the socket is written twice, not once per statement.
 *
 * The same transaction as db.transaction: its statements run in the order sent, on one connection, and when
 * any of them fails the COMMIT behind it is answered as a ROLLBACK (PostgreSQL does not commit an aborted
 * transaction) and that failure is thrown; a failure thrown by `fn` rolls back and makes none of the writes.
 * A write handed to `send` is a function making the statement, so `fn` cannot wait on it. On PGlite (one
 * connection, no network) it is db.transaction, the writes made in turn after `fn`.
 */
export async function pipelinedTransaction<T>(
  db: Db,
  fn: (tx: Tx, send: (write: () => PromiseLike<unknown>) => void) => Promise<T>,
): Promise<T> {
  const session = db._.session as unknown as {
    client: unknown;
    dialect: ConstructorParameters<typeof NodePgTransaction>[0];
    schema: ConstructorParameters<typeof NodePgTransaction>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  const writes: (() => PromiseLike<unknown>)[] = [];
  const send = (write: () => PromiseLike<unknown>) => void writes.push(write);
  if (!(session.client instanceof pg.Pool)) {
    return db.transaction(async (tx) => {
      const result = await fn(tx, send);
      for (const write of writes) await write();
      return result;
    });
  }
  const client = await session.client.connect();
  const socket = (client as unknown as { connection: { stream: Writable } }).connection.stream;
  setPipeline(client, true);
  const tx = new NodePgTransaction(
    session.dialect,
    new NodePgSession(client, session.dialect, session.schema, session.options),
    session.schema,
  ) as unknown as Tx;
  // Every statement sent, in order; each awaited in the end (a failure is not left unhandled meanwhile). As
  // query configs, like Drizzle's statements (the bench's capture records those).
  const sent: Promise<unknown>[] = [];
  const track = (statement: PromiseLike<unknown>) => {
    // `then` called now, once: a Drizzle query is a thenable that runs on (every) `then`, and it must be sent
    // before what comes after it (Promise.resolve would call it a microtask later, after the COMMIT).
    const once = new Promise((resolve, reject) => void statement.then(resolve, reject));
    once.catch(() => undefined);
    sent.push(once);
  };
  let broken: Error | undefined;
  try {
    socket.cork();
    let pending: Promise<T>;
    try {
      track(client.query({ text: 'BEGIN' }));
      pending = fn(tx, send);
    } finally {
      socket.uncork();
    }
    const result = await pending;
    socket.cork();
    try {
      for (const write of writes) track(write());
      track(client.query({ text: 'COMMIT' }));
    } finally {
      socket.uncork();
    }
    // The first failure, in the order sent: the COMMIT after it rolled the transaction back.
    for (const statement of sent) await statement;
    return result;
  } catch (err) {
    await Promise.allSettled(sent);
    await client.query({ text: 'ROLLBACK' }).catch((e: Error) => {
      broken = e;
    });
    throw err;
  } finally {
    await Promise.allSettled(sent);
    setPipeline(client, false);
    client.release(broken);
  }
}

/** pg's pipeline mode, on a connection with nothing in flight (its type marks it read-only). */
export function setPipeline(client: pg.PoolClient, on: boolean) {
  (client as { pipeline: boolean }).pipeline = on;
}
