import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';

/**
 * Code loaded on demand (reviews, carousels below the item): the server draws the fallback, and the browser
 * swaps in the real thing once the page is live.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
