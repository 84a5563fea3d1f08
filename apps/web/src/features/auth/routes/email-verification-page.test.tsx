import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderRoutes, stubApi } from '../../../testing/render-routes';
import { Component as EmailVerificationPage } from './email-verification-page';
import { Component as EmailVerifiedPage } from './email-verified-page';

const routes: RouteObject[] = [
  { path: '/email/verification', Component: EmailVerificationPage },
  { path: '/email-verified', Component: EmailVerifiedPage },
];
const LINK = '/email/verification?email=sita%40example.com&verification_code=abc123';

afterEach(() => vi.unstubAllGlobals());

describe('email verification page', () => {
  it('says so when the email or code is missing, and calls nothing', async () => {
    const fetchMock = stubApi({});
    renderRoutes(routes, ['/email/verification?email=sita%40example.com']);
    expect(await screen.findByText('No email or token was found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Homepage' })).toHaveAttribute('href', '/');
    expect(callsTo(fetchMock, 'POST /user/verify/email')).toHaveLength(0);
  });

  it('shows the spinner text, then goes to /email-verified on success (one call only)', async () => {
    let resolve: () => void = () => {};
    const gate = new Promise<void>((r) => (resolve = r));
    const fetchMock = vi.fn(async () => {
      await gate;
      return new Response(JSON.stringify({ status: 'success', message: 'Email verified successfully.' }), {
        status: 200,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, [LINK]);
    expect(await screen.findByText('Verifying your email......')).toBeInTheDocument();
    resolve();
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/email-verified');
    expect(screen.getByRole('link', { name: 'Proceed to login' })).toHaveAttribute('href', '/login');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/verify/email');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'sita@example.com', verification_code: 'abc123' });
  });

  it('shows "Email is already verified." for an already verified account', async () => {
    stubApi({
      'POST /user/verify/email': () => ({
        status: 409,
        body: { status: 'error', message: 'Email is already verified.', already_verified: true },
      }),
    });
    renderRoutes(routes, [LINK]);
    expect(await screen.findByText('Email is already verified.')).toBeInTheDocument();
    expect(screen.queryByText('Verifying your email......')).not.toBeInTheDocument();
  });

  it('shows the failure reason from the server', async () => {
    stubApi({
      'POST /user/verify/email': () => ({
        status: 400,
        body: { status: 'error', message: 'Verification link is invalid or has expired.' },
      }),
    });
    renderRoutes(routes, [LINK]);
    expect(
      await screen.findByText(
        'There is problem while verifying your account, Reason: Verification link is invalid or has expired.',
      ),
    ).toBeInTheDocument();
  });

  it('falls back to "Something went wrong" when the server gives no message', async () => {
    stubApi({ 'POST /user/verify/email': () => ({ status: 500, body: {} }) });
    renderRoutes(routes, [LINK]);
    expect(
      await screen.findByText('There is problem while verifying your account, Reason: Something went wrong'),
    ).toBeInTheDocument();
  });
});
