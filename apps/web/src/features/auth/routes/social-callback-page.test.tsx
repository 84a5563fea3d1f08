import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly } from '../../../app/guards';
import { readSession } from '../../../lib/session-storage';
import { callsTo, renderRoutes, stubApi } from '../../../testing/render-routes';
import { loginReplyFixture } from '../testing/user-fixtures';
import { Component as SocialCallbackPage } from './social-callback-page';

const routes: RouteObject[] = [
  { element: <GuestOnly />, children: [{ path: '/auth/callback/:provider', Component: SocialCallbackPage }] },
  { path: '/template', Component: () => <h1>Templates page</h1> },
  { path: '/', Component: () => <h1>Home page</h1> },
];
const pending = (provider = 'google') =>
  sessionStorage.setItem('oauthState', JSON.stringify({ state: 'st1', provider, returnTo: '/template' }));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('social sign-in callback', () => {
  it('checks the token with the server once, signs in and returns to the stored page', async () => {
    pending('facebook');
    const fetchMock = stubApi({
      'POST /auth/social/fb/check/token': () => ({
        body: loginReplyFixture({ token: 'jwt-fb', login_source: 'facebook' }),
      }),
    });
    const { router } = renderRoutes(routes, ['/auth/callback/facebook#access_token=fb-token&state=st1']);
    expect(await screen.findByRole('heading', { name: 'Templates page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/template');
    expect(callsTo(fetchMock, 'POST /auth/social/fb/check/token').map((c) => c.body)).toEqual([
      { accessToken: 'fb-token' },
    ]);
    expect(readSession()).toMatchObject({ token: 'jwt-fb', loginSource: 'facebook', isAuthenticated: true });
  });

  it('shows the provider error with a way back to /login', async () => {
    pending();
    const fetchMock = stubApi({});
    renderRoutes(routes, ['/auth/callback/google#error=access_denied&state=st1']);
    expect(await screen.findByRole('alert')).toHaveTextContent('access_denied');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a callback whose state does not match: Login Failed', async () => {
    pending();
    const fetchMock = stubApi({});
    renderRoutes(routes, ['/auth/callback/google#access_token=tok&state=forged']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Failed');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(readSession().isAuthenticated).toBe(false);
  });

  it("shows the server's message when the token is refused", async () => {
    pending();
    stubApi({
      'POST /auth/social/google/check/token': () => ({
        status: 401,
        body: { status: 'error', message: 'Google sign-in could not be verified' },
      }),
    });
    renderRoutes(routes, ['/auth/callback/google#access_token=tok&state=st1']);
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in could not be verified');
  });
});
