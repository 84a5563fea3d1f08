import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly, RequireAuth } from '../../../app/guards';
import { readSession } from '../../../lib/session-storage';
import { callsTo, fastUser, renderRoutes, stubApi } from '../../../testing/render-routes';
import { loginReplyFixture } from '../testing/user-fixtures';
import { Component as LoginPage } from './login-page';

// As in the app: the login page sits behind GuestOnly and the protected page's code loads lazily.
const routes: RouteObject[] = [
  { element: <GuestOnly />, children: [{ path: '/login', Component: LoginPage }] },
  {
    element: <RequireAuth />,
    children: [
      {
        path: '/dashboard',
        lazy: async () => {
          await new Promise((r) => setTimeout(r, 20));
          return { Component: () => <h1>Dashboard page</h1> };
        },
      },
    ],
  },
  { path: '/', Component: () => <h1>Home page</h1> },
  { path: '/register', Component: () => <h1>Register page</h1> },
];

const open = (from?: string) => renderRoutes(routes, [{ pathname: '/login', state: from ? { from } : null }]);

const form = () => screen.getByRole('form', { name: 'Sign in' });
const fill = async (email: string, password: string) => {
  const user = userEvent.setup(fastUser);
  if (email) await user.type(within(form()).getByLabelText(/^Email/), email);
  if (password) await user.type(within(form()).getByLabelText(/^Password/), password);
  await user.click(within(form()).getByRole('button', { name: 'Sign In' }));
  return user;
};

afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('shows the spec texts: breadcrumb, links, New Here panel', async () => {
    stubApi({});
    open();
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Home›Search›Authentication',
    );
    expect(screen.getByRole('link', { name: 'Forgot Your Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('heading', { name: 'New Here?' })).toBeInTheDocument();
    expect(screen.getByText('Check out faster')).toBeInTheDocument();
    expect(screen.getByText('Buy more than one template')).toBeInTheDocument();
    expect(screen.getByText('Track your orders and progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create An Account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('button', { name: /Google/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Facebook/ })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Get a customised recipe and diet plan' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Sign in | OxStrength');
  });

  it('shows the spec validation messages and sends nothing', async () => {
    const fetchMock = stubApi({});
    open();
    await screen.findByRole('form', { name: 'Sign in' });
    await fill('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await userEvent.setup(fastUser).type(within(form()).getByLabelText(/^Email/), 'not-an-email');
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/login')).toHaveLength(0);
  });

  it('shows a 401 message inline above the form', async () => {
    stubApi({
      'POST /auth/login': () => ({
        status: 401,
        body: { status: 'error', message: 'Invalid email or password' },
      }),
    });
    open();
    await screen.findByRole('form', { name: 'Sign in' });
    await fill('sita@example.com', 'wrong-password');
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(within(form()).getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(readSession().isAuthenticated).toBe(false);
  });

  it('offers to resend the verification mail for an unverified account', async () => {
    const fetchMock = stubApi({
      'POST /auth/login': () => ({
        status: 403,
        body: { status: 'error', message: 'Please verify your email before signing in.', unverified: true },
      }),
      'POST /user/verify/email/resend': () => ({
        body: { status: 'success', message: 'If the account exists, a verification email has been sent.' },
      }),
    });
    open();
    await screen.findByRole('form', { name: 'Sign in' });
    const user = await fill('Sita@Example.com', 'secret123');
    expect(
      await within(form()).findByText('Please verify your email before signing in.'),
    ).toBeInTheDocument();
    // Not the demo: no mailbox to link to.
    expect(within(form()).queryByRole('link', { name: 'Open the demo mailbox' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(
      await screen.findByText('If the account exists, a verification email has been sent.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/verify/email/resend')[0].body).toEqual({
      email: 'sita@example.com',
    });
  });

  it('in the demo, links the verify-your-email message to the demo mailbox', async () => {
    stubApi({
      'POST /auth/login': () => ({
        status: 403,
        body: {
          status: 'error',
          message: 'Please verify your email before signing in.',
          unverified: true,
          mailbox: '/sandbox/mail',
        },
      }),
    });
    open();
    await screen.findByRole('form', { name: 'Sign in' });
    await fill('sita@example.com', 'secret123');
    const alert = await within(form()).findByRole('alert');
    expect(alert).toHaveTextContent('Please verify your email before signing in.');
    expect(within(alert).getByRole('link', { name: 'Open the demo mailbox' })).toHaveAttribute(
      'href',
      '/sandbox/mail',
    );
  });

  it('shows other failures as a toast with the fallback text', async () => {
    stubApi({ 'POST /auth/login': () => ({ status: 500, body: {} }) });
    open();
    await screen.findByRole('form', { name: 'Sign in' });
    await fill('sita@example.com', 'secret123');
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in and returns to the page the visitor came from', async () => {
    const fetchMock = stubApi({
      'POST /auth/login': () => ({
        body: loginReplyFixture({ message: 'Logged in', token: 'jwt-1' }),
      }),
    });
    const { router } = open('/dashboard');
    await screen.findByRole('form', { name: 'Sign in' });
    await fill('sita@example.com', 'secret123');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo(fetchMock, 'POST /auth/login')[0].body).toEqual({
      email: 'sita@example.com',
      password: 'secret123',
    });
    expect(readSession()).toMatchObject({ token: 'jwt-1', isAuthenticated: true, loginSource: 'email' });
  });

  it('goes to / when there is no page to return to', async () => {
    stubApi({
      'POST /auth/login': () => ({ body: loginReplyFixture({ token: 'jwt-1' }) }),
    });
    const { router } = open();
    await screen.findByRole('form', { name: 'Sign in' });
    await fill('sita@example.com', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
