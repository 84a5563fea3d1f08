import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouterAt } from './app/router';
import { takePageJson } from './lib/boot-data';
import { queryClient } from './lib/query-client';
import { readSession } from './lib/session-storage';

const container = document.getElementById('root')!;

// Rendering starts as a transition, so React works in short slices and the page stays responsive meanwhile.
async function start() {
  // The data of a page the server drew for a guest (entry-server.tsx), if it did.
  const state = takePageJson<DehydratedState>('oxs-ssr');
  const stored = readSession();
  if (state && !stored.token && !stored.user) {
    // A guest on a page the server drew: adopt its HTML with the same data and the page's code loaded.
    hydrate(queryClient, state);
    const router = await createRouterAt(window.location);
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} initiallyReady />
        </StrictMode>,
      );
    });
    return;
  }
  // Anyone else (a signed-in visitor sees their own page, not the guest's drawing): draw from scratch.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
