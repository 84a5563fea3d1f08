import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from './session';

/**
 * For actions that need an account (add to cart, review): returns a check that sends a guest to /login,
 * remembering this page so sign-in comes back here, and answers whether the user is signed in.
 */
export function useRequireLogin(): () => boolean {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (isAuthenticated) return true;
    void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
    return false;
  }, [isAuthenticated, navigate, location.pathname, location.search]);
}
