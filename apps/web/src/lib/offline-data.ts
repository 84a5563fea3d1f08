/**
 * What the app keeps on the device for logging with no signal (decision 022): the IndexedDB database of
 * progress edits not sent yet, and the service worker's cache of followed programmes. Both hold the signed-in
 * client's data, so signing out deletes them (session.tsx loads this file only then).
 */

export const OFFLINE_DB = 'oxstrength-offline';
/** The service worker's cache of programme replies (apps/web/build/service-worker.js names it too). */
export const PROGRAMME_CACHE = 'oxs-programme';

/** Deletes the queue and the cached programmes; never fails (a browser without either has nothing to delete). */
export async function clearOfflineData() {
  const deleteDb = new Promise<void>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const req = indexedDB.deleteDatabase(OFFLINE_DB);
    req.onsuccess = req.onerror = req.onblocked = () => resolve();
  });
  const deleteCache =
    typeof caches === 'undefined' ? Promise.resolve() : caches.delete(PROGRAMME_CACHE).then(() => undefined);
  await Promise.all([deleteDb, deleteCache.catch(() => undefined)]);
}
