import type { AuditRecordType } from '@oxstrength/shared/schemas/staff';
import { canEnter, canMove, type Actor, type StateMachine } from '@oxstrength/shared/status';
import type { Tx } from '../db/client';
import { recordAudit } from '../features/audit/audit.service';

/**
 * The one way a row of a state machine (packages/shared/src/status/) changes status: the move and the actor are
 * checked against the machine, then the owning area's write runs and the audit entry is written, both in the
 * caller's transaction. Each area still owns its table: it passes its own update as `write`. Here, not in an
 * area, because every area with a machine moves its rows through it.
 */

/** Who moves the row: recorded in the audit entry (`userId` null for the system). */
export interface Mover {
  actor: Actor;
  userId?: string | null;
}

/** The audit entry of a move: the record it is filed under and the fields it changed. */
export interface MoveAudit<R> {
  action: string;
  recordType: AuditRecordType;
  recordId: string;
  before: Record<string, unknown>;
  /** The fields after the move, read off the row as written. */
  after: (written: R) => Record<string, unknown>;
}

export interface Move<S extends string, R> {
  machine: StateMachine<S>;
  /** The row, as errors name it (e.g. `order 5f…`). */
  row: string;
  /** Its status, read under its row lock; null when it has none of this machine yet (`enters`). */
  from: S | null;
  to: S;
  /** An actor alone: no user (the system, or a client move that leaves no entry). */
  by: Actor | Mover;
  /**
   * The owning area's write: the row moved from `from` to `to` (with its other columns), as written; undefined
   * when the row was no longer in `from` (its lock rules that out, but for `transitionIfStill`).
   */
  write: () => Promise<R | undefined>;
  /**
   * The entry the move leaves, or null when it leaves none: a system or client move that was never audited, or
   * one of two moves of one action whose other move writes the entry.
   */
  audit: MoveAudit<R> | null;
}

/** A move the machine does not allow: a bug (areas check their rules and answer the user first), never a 4xx. */
export class MoveRefused extends Error {
  constructor(row: string, actor: Actor, from: string | null, to: string) {
    super(`${actor} may not move ${row} from ${from ?? '(no status)'} to ${to}`);
    this.name = 'MoveRefused';
  }
}

/** True when the machine lets `actor` move a row from `from` (null: no status yet) to `to`. */
export const allowed = <S extends string>(machine: StateMachine<S>, from: S | null, to: S, actor: Actor) =>
  from === null ? canEnter(machine, to, actor) : canMove(machine, from, to, actor);

const moverOf = (by: Actor | Mover): Mover => (typeof by === 'string' ? { actor: by } : by);

function check<S extends string>(machine: StateMachine<S>, row: string, from: S | null, to: S, by: Mover) {
  if (!allowed(machine, from, to, by.actor)) throw new MoveRefused(row, by.actor, from, to);
}

/** Checks the move, writes the row and then its audit entry in `tx`; the row as written. */
export async function transition<S extends string, R>(tx: Tx, move: Move<S, R>): Promise<R> {
  const written = await transitionIfStill(tx, move);
  if (written === undefined) throw new Error(`${move.row} changed status while locked`);
  return written;
}

/**
 * `transition` for a row that was not read under its lock (a conditional update decides): the row moves only if
 * it is still in `from`; undefined, with nothing written and no entry, when it is not.
 */
export async function transitionIfStill<S extends string, R>(
  tx: Tx,
  move: Move<S, R>,
): Promise<R | undefined> {
  const by = moverOf(move.by);
  check(move.machine, move.row, move.from, move.to, by);
  const written = await move.write();
  if (written === undefined) return undefined;
  if (move.audit)
    await recordAudit(tx, {
      userId: by.userId ?? null,
      role: by.actor,
      action: move.audit.action,
      recordType: move.audit.recordType,
      recordId: move.audit.recordId,
      before: move.audit.before,
      after: move.audit.after(written),
    });
  return written;
}

/**
 * `transition` for several rows moved by one write (the expiry job's batch), which leave no audit entry: every
 * row is checked before anything is written; the rows as written, all of them or it throws.
 */
export async function transitionAll<S extends string, R>(
  move: Omit<Move<S, R[]>, 'row' | 'from' | 'audit'> & { rows: { row: string; from: S | null }[] },
): Promise<R[]> {
  for (const r of move.rows) check(move.machine, r.row, r.from, move.to, moverOf(move.by));
  const written = (await move.write()) ?? [];
  if (written.length !== move.rows.length)
    throw new Error(
      `${move.rows.length - written.length} of ${move.rows.length} rows changed status while locked`,
    );
  return written;
}
