/*
 * Every state machine, as data (decisions 009 and 010): its statuses, the status a row starts in, and each
 * allowed transition with who may make it. The API writes a status only through `transition`
 * (apps/api/src/lib/transition.ts), which asks `canMove` first and throws on a transition these tables do not
 * allow: that is a bug, never a user's error (the areas check their rules first and answer the user).
 *
 * Actors: `client` (the signed-in buyer or recipient), `trainer`, `admin` (staff), `system` (the server on its
 * own: a verified provider answer, the expiry and recovery jobs).
 */

export type Actor = 'client' | 'trainer' | 'admin' | 'system';

export interface Transition<S extends string> {
  from: readonly S[];
  to: S;
  by: readonly Actor[];
  /** What makes it happen. */
  when: string;
}

export interface StateMachine<S extends string> {
  statuses: readonly S[];
  /** The status a row is created with. */
  initial: S;
  transitions: readonly Transition<S>[];
  /**
   * How a record that has no status of this machine yet gets one, besides being created `initial` (a refund
   * state appears on an order that had none).
   */
  enters?: readonly Omit<Transition<S>, 'from'>[];
}

/** True when `actor` may move a row of `machine` from `from` to `to` (a listed transition; staying is listed too). */
export function canMove<S extends string>(machine: StateMachine<S>, from: S, to: S, actor: Actor): boolean {
  return machine.transitions.some((t) => t.to === to && t.from.includes(from) && t.by.includes(actor));
}

/** True when `actor` may give a record that has no status of `machine` yet the status `to` (its `enters`). */
export function canEnter<S extends string>(machine: StateMachine<S>, to: S, actor: Actor): boolean {
  return (machine.enters ?? []).some((t) => t.to === to && t.by.includes(actor));
}

/** Staff: trainers and admins. */
export const STAFF_ACTORS: readonly Actor[] = ['trainer', 'admin'];
