import type { LoginSource } from '@oxstrength/shared/constants';
import type { User } from '@oxstrength/shared/contracts/users';

/** The signed-in user as the API returns it (`user` in the login and profile replies). */
export type AuthUser = User;

/** What the spec stores on sign-in: the user, an authenticated flag, the token and the login source. */
const KEYS = {
  user: 'user',
  isAuthenticated: 'isAuthenticated',
  token: 'token',
  loginSource: 'loginSource',
} as const;

export interface StoredSession {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  loginSource: LoginSource | null;
}

/**
 * The browser's storage, or none in the server's render: Node 25 and newer have a `localStorage` global of their
 * own, undefined without `--localstorage-file`, that prints a warning when read.
 */
const browserStorage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

const signedOut = (): StoredSession => ({
  user: null,
  token: null,
  isAuthenticated: false,
  loginSource: null,
});

export function readSession(): StoredSession {
  try {
    const storage = browserStorage(); // reading it throws where the browser blocks storage
    if (!storage) return signedOut();
    const user = storage.getItem(KEYS.user);
    return {
      user: user ? (JSON.parse(user) as AuthUser) : null,
      token: storage.getItem(KEYS.token),
      isAuthenticated: storage.getItem(KEYS.isAuthenticated) === 'true',
      loginSource: storage.getItem(KEYS.loginSource) as LoginSource | null,
    };
  } catch {
    return signedOut();
  }
}

export function writeSession(token: string, user: AuthUser, loginSource: LoginSource) {
  localStorage.setItem(KEYS.token, token);
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  localStorage.setItem(KEYS.isAuthenticated, 'true');
  localStorage.setItem(KEYS.loginSource, loginSource);
}

export const writeUser = (user: AuthUser) => localStorage.setItem(KEYS.user, JSON.stringify(user));
export const writeToken = (token: string) => localStorage.setItem(KEYS.token, token);
export function readToken() {
  try {
    return browserStorage()?.getItem(KEYS.token) ?? null;
  } catch {
    return null; // no storage (the server's render, or storage blocked): nobody is signed in
  }
}

export function clearSession() {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}
