import type { LoginSource } from '@oxstrength/shared/constants';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import type { AuthUser } from '../../../lib/session-storage';

/**
 * Stores the session and goes to `to`. Sign-in pages sit behind GuestOnly, which sends a signed-in user
 * to "/" as soon as the session changes. Committing the session synchronously first lets that redirect
 * start, and the navigation to `to` issued right after supersedes it (a lazily loaded target would
 * otherwise lose the race and the user would land on "/").
 */
export function useCompleteSignIn() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (token: string, user: AuthUser, source: LoginSource, to: string) => {
      flushSync(() => signIn(token, user, source));
      void navigate(to, { replace: true });
    },
    [signIn, navigate],
  );
}
