import { ApiError } from '../../../lib/api-client';
import { canQueue, indexedDbStore, queueChanged, type EditStore, type NewEdit } from './progress-queue';

/**
 * Saving progress with or without a signal (decision 022): with no connection (the browser says so, or the
 * call cannot reach the server) the edits go into the queue with the time they were made, and the page says
 * they are not saved yet; any answer from the server (saved, or refused with its message) is the usual one.
 */

export type SaveOutcome<T> = { queued: false; reply: T } | { queued: true };

/** The call never reached the server (no signal, or the connection dropped). */
export const isNetworkFailure = (err: unknown) =>
  (err instanceof ApiError && err.status === 0) || err instanceof TypeError;

export async function saveOrQueue<T>(
  save: () => Promise<T>,
  edits: () => NewEdit[] | null,
  store: EditStore = indexedDbStore,
): Promise<SaveOutcome<T>> {
  const queue = async () => {
    const list = edits();
    if (!list || list.length === 0 || (store === indexedDbStore && !canQueue())) return false;
    await store.add(list);
    queueChanged();
    return true;
  };
  if (typeof navigator !== 'undefined' && navigator.onLine === false && (await queue()))
    return { queued: true };
  try {
    return { queued: false, reply: await save() };
  } catch (err) {
    if (isNetworkFailure(err) && (await queue())) return { queued: true };
    throw err;
  }
}
