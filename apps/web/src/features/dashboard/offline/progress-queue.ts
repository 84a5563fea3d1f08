import { OFFLINE_DB } from '../../../lib/offline-data';

/**
 * The queue of progress edits made with no signal (issue 16, decision 022), kept in IndexedDB so it survives a
 * reload: each edit of one day activity with the time it was made, in the order made. The sender
 * (progress-sync.ts) sends them in that order and removes each once the server answered; an edit the server
 * refused stays, marked, until the client dismisses it. Signing out deletes the database (lib/offline-data.ts).
 */

export type QueuedKind = 'template' | 'coaching';

/** What one edit sets: a field left out stays as it is on the server. */
export interface QueuedProgress {
  actual_rpe?: number | null;
  weight_used?: string | null;
  feedback?: string | null;
}

export interface QueuedEdit {
  /** Its place in the queue (IndexedDB's key, rising). */
  seq: number;
  /** Whose edit: only the signed-in client's edits are shown and sent. */
  userId: string;
  kind: QueuedKind;
  subscription: string;
  activityId: string;
  progress: QueuedProgress;
  /** When the client made it (ISO 8601): the server keeps the newest edit. */
  edited_at: string;
  /** waiting: not sent yet; refused: the server said no (message says why). */
  state: 'waiting' | 'refused';
  message?: string;
}

export type NewEdit = Omit<QueuedEdit, 'seq' | 'state' | 'message'>;

/** Where the queue lives: IndexedDB in the browser, memory in tests. */
export interface EditStore {
  all(): Promise<QueuedEdit[]>;
  add(edits: NewEdit[]): Promise<void>;
  put(edit: QueuedEdit): Promise<void>;
  remove(seq: number): Promise<void>;
}

const STORE = 'progress-edits';

/** Opens the database for one operation (closed after, so signing out can delete it at once). */
function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(OFFLINE_DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
  });
}

/** Runs `work` in one transaction and resolves with its request's result once the transaction is done. */
async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void) {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req ? req.result : undefined);
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    db.close();
  }
}

/** The browser's queue; with no IndexedDB (an old or locked-down browser) nothing can be queued. */
export const indexedDbStore: EditStore = {
  all: async () =>
    typeof indexedDB === 'undefined'
      ? []
      : ((await run<QueuedEdit[]>('readonly', (s) => s.getAll() as IDBRequest<QueuedEdit[]>)) ?? []),
  add: async (edits) => {
    await run('readwrite', (s) => {
      for (const edit of edits) s.add({ ...edit, state: 'waiting' });
    });
  },
  put: async (edit) => {
    await run('readwrite', (s) => {
      s.put(edit);
    });
  },
  remove: async (seq) => {
    await run('readwrite', (s) => {
      s.delete(seq);
    });
  },
};

/** True when this browser can keep a queue. */
export const canQueue = () => typeof indexedDB !== 'undefined';

/** A queue in memory, for tests. */
export function memoryStore(initial: QueuedEdit[] = []): EditStore & { edits: QueuedEdit[] } {
  let next = Math.max(0, ...initial.map((e) => e.seq)) + 1;
  const store = {
    edits: [...initial],
    all: async () => store.edits.map((e) => ({ ...e })),
    add: async (edits: NewEdit[]) => {
      for (const edit of edits) store.edits.push({ ...edit, seq: next++, state: 'waiting' as const });
    },
    put: async (edit: QueuedEdit) => {
      store.edits = store.edits.map((e) => (e.seq === edit.seq ? { ...edit } : e));
    },
    remove: async (seq: number) => {
      store.edits = store.edits.filter((e) => e.seq !== seq);
    },
  };
  return store;
}

/** Who wants to hear that the queue changed (the pages showing it), in this tab. */
const listeners = new Set<() => void>();
export const onQueueChange = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const queueChanged = () => listeners.forEach((l) => l());
