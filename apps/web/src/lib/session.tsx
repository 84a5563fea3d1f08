import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginSource } from '@oxstrength/shared/constants';
import { api, ApiError } from './api-client';
import {
  clearSession,
  readSession,
  writeSession,
  writeToken,
  writeUser,
  type AuthUser,
  type StoredSession,
} from './session-storage';

interface SessionValue extends StoredSession {
  /** False until the stored session has been checked with the server (the splash shows until then). */
  ready: boolean;
  signIn(token: string, user: AuthUser, source: LoginSource): void;
  setUser(user: AuthUser): void;
  /** Ends the session on the server, clears everything and reloads the page (the spec's logout). */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Refresh this long before the token expires. */
const REFRESH_MARGIN_MS = 12 * 60 * 60 * 1000;

export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: number;
    };
    return payload.exp ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** How long sign-out waits for the server before it signs out locally anyway. */
const LOGOUT_TIMEOUT_MS = 5000;

/** POST /auth/logout with the stored token; never throws. */
async function endServerSession() {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
  try {
    await api('/auth/logout', { method: 'POST', signal: controller.signal });
  } catch {
    // Best effort: the local sign-out below goes ahead.
  } finally {
    clearTimeout(timer);
  }
}

export function SessionProvider({
  children,
  onBoot,
  signOutOfProvider,
  initiallyReady = false,
}: {
  children: ReactNode;
  /** Runs after the session is restored, before the splash goes (e.g. load contact information). */
  onBoot?: (session: StoredSession) => Promise<unknown>;
  /** Signs out of the social provider (Google) on logout. */
  signOutOfProvider?: (source: LoginSource | null) => Promise<void>;
  /**
   * A guest's page drawn on the server already holds what the start needs: show it at once (no splash)
   * while the startup checks still run.
   */
  initiallyReady?: boolean;
}) {
  const [session, setSession] = useState<StoredSession>(readSession);
  const [ready, setReady] = useState(initiallyReady);

  // Startup: restore the stored session, confirm it with the server, then load what the shell needs.
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      let current = readSession();
      if (current.isAuthenticated && current.token) {
        try {
          const exp = tokenExpiry(current.token);
          if (exp && exp - Date.now() < REFRESH_MARGIN_MS) {
            const { token } = await api<{ token: string }>('/auth/refresh-token', {
              method: 'POST',
              body: { token: current.token },
            });
            writeToken(token);
          }
          const { user } = await api<{ user: AuthUser }>('/auth/profile');
          writeUser(user);
          current = readSession();
        } catch (err) {
          if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
            clearSession();
            current = readSession();
          }
        }
      } else if (current.token || current.user) {
        clearSession();
        current = readSession();
      }
      await onBoot?.(current).catch(() => undefined);
      if (!cancelled) {
        setSession(current);
        setReady(true);
      }
    })();
    return () => {
      cancelled = true;
    };
    // Runs once at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Keep the token fresh while the app stays open.
  useEffect(() => {
    if (!session.token) return;
    const exp = tokenExpiry(session.token);
    if (!exp) return;
    const delay = Math.min(Math.max(exp - Date.now() - REFRESH_MARGIN_MS, 0), 2 ** 31 - 1);
    const refresh = async () => {
      try {
        const { token } = await api<{ token: string }>('/auth/refresh-token', {
          method: 'POST',
          body: { token: session.token },
        });
        writeToken(token);
        setSession(readSession());
      } catch {
        // A failed refresh leaves the session as it is; the next call answering 401 ends it.
      }
    };
    const timer = setTimeout(() => void refresh(), delay);
    return () => clearTimeout(timer);
  }, [session.token]);

  const signIn = useCallback((token: string, user: AuthUser, source: LoginSource) => {
    writeSession(token, user, source);
    setSession(readSession());
  }, []);
  const setUser = useCallback((user: AuthUser) => {
    writeUser(user);
    setSession(readSession());
  }, []);
  const signOut = useCallback(async () => {
    const { loginSource: source, token } = readSession();
    // End the session on the server first (the token then answers 401 everywhere). Signing out here must not
    // depend on it: a failed or slow call (offline, token already ended) still signs out locally.
    if (token) await endServerSession();
    clearSession();
    // Entries queued with no signal and programmes kept for it are the client's: gone with the session. Loaded
    // only here, so the first page's code does not grow (decision 022).
    await import('./offline-data').then((m) => m.clearOfflineData()).catch(() => undefined);
    await signOutOfProvider?.(source).catch(() => undefined);
    window.location.reload();
  }, [signOutOfProvider]);

  const value = useMemo(
    () => ({ ...session, ready, signIn, setUser, signOut }),
    [session, ready, signIn, setUser, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
