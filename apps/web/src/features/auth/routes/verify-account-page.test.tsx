import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderRoutes, stubApi } from '../../../testing/render-routes';
import { Component as VerifyAccountPage } from './verify-account-page';

const routes = [{ path: '/register/verify-account', Component: VerifyAccountPage }];

afterEach(() => vi.unstubAllGlobals());

describe('verify-account notice', () => {
  it('names the email, resends the mail on request and links to /login', async () => {
    const fetchMock = stubApi({
      'POST /user/verify/email/resend': () => ({
        body: { status: 'success', message: 'If the account exists, a verification email has been sent.' },
      }),
    });
    renderRoutes(routes, [{ pathname: '/register/verify-account', state: { email: 'ram@example.com' } }]);
    expect(await screen.findByRole('heading', { name: 'Verify your account' })).toBeInTheDocument();
    expect(screen.getByText('ram@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Open the demo mailbox' })).toBeNull();
    await userEvent.setup(fastUser).click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(
      await screen.findByText('If the account exists, a verification email has been sent.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/verify/email/resend')[0].body).toEqual({
      email: 'ram@example.com',
    });
  });

  it('without a known email: the notice without the resend action', async () => {
    stubApi({});
    renderRoutes(routes, ['/register/verify-account']);
    expect(await screen.findByText(/sent a verification link to your email address/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('in the demo, links to the demo mailbox where the mail can be read', async () => {
    stubApi({});
    renderRoutes(routes, [
      { pathname: '/register/verify-account', state: { email: 'ram@example.com', mailbox: '/sandbox/mail' } },
    ]);
    expect(await screen.findByRole('link', { name: 'Open the demo mailbox' })).toHaveAttribute(
      'href',
      '/sandbox/mail',
    );
    expect(screen.getByText(/no mail leaves this server/)).toBeInTheDocument();
  });
});
