import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './touch-targets.css';
import './badges.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { contactInformationQuery } from '../lib/contact-information';
import { queryClient as appQueryClient } from '../lib/query-client';
import { SessionProvider, useSession } from '../lib/session';
import { signOutOfProvider } from '../lib/social-sign-out';
import { useHydrated } from '../lib/use-hydrated';
import { createRouter } from './router';
import { Splash } from './splash';
import { cssVariablesResolver, theme } from './theme';

// The toast container (and its transition library) loads beside the first page, not before it.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

function Toasts() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  ) : null;
}

/**
 * Everything a page sits in: theme, toasts, data cache and session. The server's render (entry-server.tsx)
 * uses it too, so the HTML it draws is what the app draws first.
 */
export function AppProviders({
  client,
  initiallyReady,
  children,
}: {
  client: QueryClient;
  initiallyReady?: boolean;
  children: ReactNode;
}) {
  /** Startup (spec part 1 section 4): restore the session, load contact information, then drop the splash. */
  const boot = () => client.prefetchQuery(contactInformationQuery);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Toasts />
      <QueryClientProvider client={client}>
        <SessionProvider onBoot={boot} signOutOfProvider={signOutOfProvider} initiallyReady={initiallyReady}>
          {children}
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

function Routes({ router }: { router: ReturnType<typeof createRouter> }) {
  const { ready } = useSession();
  return ready ? <RouterProvider router={router} /> : <Splash />;
}

/**
 * The app. `router` is given when the page came drawn from the server (main.tsx has already loaded that
 * page's code); `initiallyReady` then skips the splash for a guest.
 */
export function App({
  router: given,
  initiallyReady,
}: {
  router?: ReturnType<typeof createRouter>;
  initiallyReady?: boolean;
}) {
  // The page's own splash (index.html) stays until the app has drawn its first screen (its splash or a page);
  // `data-app-live` then tells that the page responds (a page drawn on the server shows before it does).
  useEffect(() => {
    document.getElementById('splash')?.remove();
    document.documentElement.setAttribute('data-app-live', '');
  }, []);
  const [router] = useState(() => given ?? createRouter());
  return (
    <AppProviders client={appQueryClient} initiallyReady={initiallyReady}>
      <Routes router={router} />
    </AppProviders>
  );
}
