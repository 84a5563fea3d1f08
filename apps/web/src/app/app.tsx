import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { contactInformationQuery } from '../lib/contact-information';
import { queryClient } from '../lib/query-client';
import { SessionProvider, useSession } from '../lib/session';
import { signOutOfProvider } from '../lib/social-sign-out';
import { createRouter } from './router';
import { Splash } from './splash';
import { theme } from './theme';

/** Startup (spec part 1 section 4): restore the session, load contact information, then drop the splash. */
const boot = () => queryClient.prefetchQuery(contactInformationQuery);

// The toast container (and its transition library) loads beside the first page, not before it.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

function Routes() {
  const { ready } = useSession();
  const [router] = useState(createRouter);
  return ready ? <RouterProvider router={router} /> : <Splash />;
}

export function App() {
  // The page's own splash (index.html) stays until the app has drawn its first screen (its splash or a page).
  useEffect(() => document.getElementById('splash')?.remove(), []);
  return (
    <MantineProvider theme={theme}>
      <Suspense fallback={null}>
        <Notifications position="top-center" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <SessionProvider onBoot={boot} signOutOfProvider={signOutOfProvider}>
          <Routes />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
