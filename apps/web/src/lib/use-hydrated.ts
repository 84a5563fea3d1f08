import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React adopts a page drawn on the server (and on the server itself), true afterwards and in
 * any render that starts in the browser. Parts the server leaves out (code loaded on demand, toasts) wait
 * for it, so the first render in the browser matches the server's HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
