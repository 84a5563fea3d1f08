import { OFFLINE_TEXTS } from '@oxstrength/shared/training';
import type { QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { progressCall, refreshTraining } from '../api/training-api';
import { indexedDbStore, queueChanged, type EditStore, type QueuedEdit } from './progress-queue';

/**
 * Sending the queue of edits made with no signal (decision 022): the signed-in client's waiting edits, one
 * call each, in the order they were made, each with its edit time (the server keeps the newest edit, so a
 * replay of an edit it already has changes nothing). The first call that cannot get an answer (no signal, the
 * server down, the session ended) stops the run; the rest wait for the next. An edit the server refuses (the
 * week was completed meanwhile, say) is kept, marked with the server's message, until the client dismisses it.
 */

export interface SendResult {
  sent: number;
  refused: number;
  /** Edits still waiting after this run. */
  waiting: number;
}

/** Answers that will not change by sending again: the edit is refused (404, 409, 422...). */
const isRefusal = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && ![401, 408, 429].includes(err.status);

/** One edit: the kind's call for one day activity, with its edit time. */
export const sendEdit = (edit: QueuedEdit) => {
  const { path, method } = progressCall(edit.kind, edit.activityId);
  return api<unknown>(path, { method, body: { ...edit.progress, edited_at: edit.edited_at } });
};

export async function sendQueued(
  store: EditStore,
  userId: string,
  send: (edit: QueuedEdit) => Promise<unknown> = sendEdit,
): Promise<SendResult> {
  const mine = (await store.all())
    .filter((e) => e.userId === userId && e.state === 'waiting')
    .sort((a, b) => a.seq - b.seq);
  const result: SendResult = { sent: 0, refused: 0, waiting: mine.length };
  for (const edit of mine) {
    try {
      await send(edit);
      await store.remove(edit.seq);
      result.sent++;
    } catch (err) {
      // No answer (no signal, the server down, the session ended): the rest wait for the next run.
      if (!isRefusal(err)) break;
      await store.put({ ...edit, state: 'refused', message: (err as ApiError).message });
      result.refused++;
    }
    result.waiting--;
  }
  return result;
}

/** Runs `work` alone across this browser's tabs where the browser can (Web Locks), else alone in this tab. */
const alone = (work: () => Promise<SendResult>): Promise<SendResult> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? navigator.locks.request('oxs-progress-queue', work).then((result) => result)
    : work();

let running: Promise<SendResult> | null = null;

/**
 * Sends the queue once (a run already going is joined), then says what happened and reloads the training the
 * pages show.
 */
export function flushQueue(userId: string, queryClient: QueryClient): Promise<SendResult> {
  running ??= (async () => {
    try {
      const result = await alone(() => sendQueued(indexedDbStore, userId));
      if (result.sent > 0 || result.refused > 0) {
        queueChanged();
        await refreshTraining(queryClient);
      }
      if (result.sent > 0) notifySuccess(OFFLINE_TEXTS.sent(result.sent));
      if (result.refused > 0) notifyError(`${OFFLINE_TEXTS.refused}: see the entries on your training page.`);
      return result;
    } finally {
      running = null;
    }
  })();
  return running;
}
