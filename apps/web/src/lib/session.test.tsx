import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, signInAs, stubApi, testUser } from '../testing/render-routes';
import { SessionProvider, useSession } from './session';
import { readSession } from './session-storage';

function SignOutButton() {
  const { ready, signOut } = useSession();
  return (
    <button type="button" disabled={!ready} onClick={() => void signOut()}>
      Logout
    </button>
  );
}

async function signOutFromTheApp() {
  render(
    <SessionProvider>
      <SignOutButton />
    </SessionProvider>,
  );
  const button = await screen.findByRole('button', { name: 'Logout' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

afterEach(() => vi.unstubAllGlobals());

describe('sign-out', () => {
  it('ends the session on the server with the stored token, then signs out here', async () => {
    signInAs();
    const fetchMock = stubApi({
      'GET /auth/profile': () => ({ body: { status: 'success', user: testUser } }),
      'POST /auth/logout': () => ({ body: { status: 'success', message: 'You have been signed out.' } }),
    });
    await signOutFromTheApp();
    await waitFor(() => expect(readSession().token).toBeNull());
    expect(callsTo(fetchMock, 'POST /auth/logout')).toHaveLength(1);
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/auth/logout'))!;
    expect(new Headers(init?.headers).get('authorization')).toBe('jwt test-token');
    expect(readSession()).toEqual({ user: null, token: null, isAuthenticated: false, loginSource: null });
  });

  it('still signs out here when the server cannot be reached or refuses the token', async () => {
    for (const logout of [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => ({
        status: 401,
        body: { status: 'error', message: 'Your session has expired. Please sign in again.' },
      }),
    ]) {
      signInAs();
      const fetchMock = stubApi({
        'GET /auth/profile': () => ({ body: { status: 'success', user: testUser } }),
        'POST /auth/logout': logout,
      });
      await signOutFromTheApp();
      await waitFor(() => expect(readSession().token).toBeNull());
      expect(callsTo(fetchMock, 'POST /auth/logout')).toHaveLength(1);
      expect(readSession().isAuthenticated).toBe(false);
      cleanup();
    }
  });
});
