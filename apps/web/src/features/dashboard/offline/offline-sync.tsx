import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { flushQueue } from './progress-sync';
import { refetchThroughWorker } from './refetch-through-worker';

/** How often a page with a connection tries the queue again (an edit may have been queued on a weak signal). */
const RETRY_MS = 30_000;

/**
 * Mounted by the dashboard's layout (decision 022): registers the service worker that opens the training pages
 * with no signal (the built app only; the app works the same without it), and sends the signed-in client's
 * queued edits on arrival, when the connection returns and every 30 s while online.
 */
export function OfflineSync() {
  const { user } = useSession();
  const userId = user?._id;
  const queryClient = useQueryClient();

  useEffect(() => {
    registerServiceWorker(() => void refetchThroughWorker(queryClient));
  }, [queryClient]);

  useEffect(() => {
    if (!userId) return;
    const flush = () => {
      if (navigator.onLine) void flushQueue(userId, queryClient);
    };
    flush();
    window.addEventListener('online', flush);
    const timer = setInterval(flush, RETRY_MS);
    return () => {
      window.removeEventListener('online', flush);
      clearInterval(timer);
    };
  }, [userId, queryClient]);

  return null;
}

let registered = false;

/** Registers /sw.js once (production builds, browsers that have service workers). */
function registerServiceWorker(onFirstControl: () => void) {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true });
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}
