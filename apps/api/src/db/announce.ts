/**
 * Events a transaction announces (an order moved, say), handed on only once it commits and never when it rolls
 * back: a socket told "paid" finds the order paid when it asks. The server publishes them on its event bus
 * (plugins/shared-state.ts), which in shared mode reaches every instance.
 */
export interface Announcement {
  topic: string;
  payload: unknown;
}

export type AnnouncementListener = (announcement: Announcement) => void;

/** Each open transaction's announcements (savepoints share their outer transaction's list). */
const pending = new WeakMap<object, Announcement[]>();

/** Hands `payload` on under `topic` once `tx` commits. `tx` must be one of db.transaction's. */
export function announce(tx: object, topic: string, payload: unknown) {
  const list = pending.get(tx);
  if (!list) throw new Error('announce: not a transaction opened by db.transaction');
  list.push({ topic, payload });
}

/** A Db or a Tx (client.ts), as far as this file needs one; typed loosely so client.ts may import this file. */
type Transactional = object;
type TransactionFn = (work: (tx: Transactional) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/** Gives `tx` (and its savepoints) the list `list`; a savepoint rolled back takes its announcements back. */
function track(tx: Transactional, list: Announcement[]) {
  pending.set(tx, list);
  const savepoint = (tx as { transaction: TransactionFn }).transaction.bind(tx);
  (tx as { transaction: TransactionFn }).transaction = async (work, config) => {
    const mark = list.length;
    try {
      return await savepoint(async (inner) => {
        track(inner, list);
        return work(inner);
      }, config);
    } catch (err) {
      list.length = mark;
      throw err;
    }
  };
}

/**
 * Makes `db.transaction` keep announcements and, after its COMMIT, hand them to `listeners`. A listener that
 * throws is logged by nobody and stops no other: announcing is best effort, the data is already committed.
 */
export function keepAnnouncements(db: Transactional, listeners: Set<AnnouncementListener>) {
  const open = (db as { transaction: TransactionFn }).transaction.bind(db);
  (db as { transaction: TransactionFn }).transaction = async (work, config) => {
    const list: Announcement[] = [];
    const result = await open(async (tx) => {
      track(tx, list);
      return work(tx);
    }, config);
    for (const announcement of list)
      for (const listener of listeners) {
        try {
          listener(announcement);
        } catch {
          // best effort (above)
        }
      }
    return result;
  };
}
