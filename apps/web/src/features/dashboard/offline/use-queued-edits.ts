import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { indexedDbStore, onQueueChange, queueChanged, type QueuedEdit } from './progress-queue';

/**
 * The signed-in client's queued edits of one subscription (decision 022), read again whenever the queue
 * changes in this tab; `dismiss` drops an edit the server refused.
 */
export function useQueuedEdits(subscription: string) {
  const { user } = useSession();
  const userId = user?._id;
  const [edits, setEdits] = useState<QueuedEdit[]>([]);

  useEffect(() => {
    let live = true;
    const load = () =>
      void indexedDbStore
        .all()
        .then((all) => {
          if (live)
            setEdits(
              all
                .filter((e) => e.userId === userId && e.subscription === subscription)
                .sort((a, b) => a.seq - b.seq),
            );
        })
        .catch(() => undefined);
    load();
    const stop = onQueueChange(load);
    return () => {
      live = false;
      stop();
    };
  }, [userId, subscription]);

  const dismiss = (seq: number) =>
    void indexedDbStore
      .remove(seq)
      .then(queueChanged)
      .catch(() => undefined);

  return {
    edits,
    waiting: edits.filter((e) => e.state === 'waiting'),
    refused: edits.filter((e) => e.state === 'refused'),
    dismiss,
  };
}
