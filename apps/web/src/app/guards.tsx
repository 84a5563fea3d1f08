import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Protected pages: a signed-out visitor goes to /login, which sends them back here after sign-in. */
export function RequireAuth() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}

// A client's "not allowed" page loads only when a client reaches a staff page, not with every page.
const StaffOnlyPage = lazy(() => import('./staff-only-page').then((m) => ({ default: m.StaffOnlyPage })));

/** True for the roles that work in the staff workspace. */
export const isStaff = (userType: string | undefined) => userType === 'Trainer' || userType === 'Admin';

/**
 * Staff pages (the workspace under /staff): a signed-out visitor goes to /login (and back after sign-in); a
 * client sees that the page is for staff only, with a way to their dashboard.
 */
export function RequireStaff() {
  const { isAuthenticated, user } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  if (!isStaff(user?.user_type))
    return (
      <Suspense fallback={null}>
        <StaffOnlyPage />
      </Suspense>
    );
  return <Outlet />;
}

/**
 * Sign-in, registration, recovery and verification pages: a signed-in user goes to /, or, right after
 * signing in, to the page they came from (so this redirect and the sign-in page's own agree).
 */
export function GuestOnly() {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (isAuthenticated) return <Navigate to={returnPath(location.state)} replace />;
  return <Outlet />;
}

/** Where to go after sign-in: the page the visitor came from (only a path on this site), else /. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
