import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderRoutes, stubApi } from '../../../testing/render-routes';
import { Component as ResetPasswordPage } from './reset-password-page';

const routes: RouteObject[] = [
  { path: '/reset-password', Component: ResetPasswordPage },
  { path: '/', Component: () => <h1>Home page</h1> },
];
const LINK = '/reset-password?email=sita%40example.com&reset_token=tok123';

afterEach(() => vi.unstubAllGlobals());

describe('reset password page', () => {
  it('sends a visitor without email and token to /', async () => {
    stubApi({});
    const { router } = renderRoutes(routes, ['/reset-password?email=sita%40example.com']);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('validates, resets and shows the Login button', async () => {
    const fetchMock = stubApi({
      'POST /user/reset/password': () => ({
        body: { status: 'success', message: 'Password has been reset.' },
      }),
    });
    renderRoutes(routes, [LINK]);
    const user = userEvent.setup(fastUser);
    expect(
      await screen.findByText(/at least 6 characters and different from previously used passwords/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New Password/), 'newsecret1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'newsecret2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), 'newsecret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(callsTo(fetchMock, 'POST /user/reset/password')[0].body).toEqual({
      password: 'newsecret1',
      password_confirmation: 'newsecret1',
      reset_token: 'tok123',
      email: 'sita@example.com',
    });
  });

  it('shows a failure as a toast and re-enables the form', async () => {
    stubApi({
      'POST /user/reset/password': () => ({
        status: 400,
        body: { status: 'error', message: 'Reset link is invalid or has expired.' },
      }),
    });
    renderRoutes(routes, [LINK]);
    const user = userEvent.setup(fastUser);
    await user.type(await screen.findByLabelText(/^New Password/), 'newsecret1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'newsecret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });
});
