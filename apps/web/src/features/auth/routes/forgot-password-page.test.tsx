import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderRoutes, stubApi } from '../../../testing/render-routes';
import { Component as ForgotPasswordPage } from './forgot-password-page';

const routes: RouteObject[] = [
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/login', Component: () => <h1>Login page</h1> },
];

afterEach(() => vi.unstubAllGlobals());

describe('forgot password page', () => {
  it('keeps SEND INSTRUCTIONS disabled until the email is valid', async () => {
    stubApi({});
    renderRoutes(routes, ['/forgot-password']);
    const user = userEvent.setup(fastUser);
    expect(await screen.findByRole('heading', { name: 'FORGOT PASSWORD?' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'SEND INSTRUCTIONS' });
    const input = screen.getByPlaceholderText('Email Address');
    expect(button).toBeDisabled();
    await user.type(input, 'nope');
    await user.tab();
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.clear(input);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(input, 'sita@example.com');
    expect(button).toBeEnabled();
  });

  it('shows the OOPS view for an unknown email, and Try again returns to the form', async () => {
    const fetchMock = stubApi({
      'POST /user/forgot/password': () => ({
        status: 404,
        body: { status: 'error', message: 'User not found' },
      }),
    });
    renderRoutes(routes, ['/forgot-password']);
    const user = userEvent.setup(fastUser);
    await user.type(await screen.findByPlaceholderText('Email Address'), 'ghost@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND INSTRUCTIONS' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'OOPS PROBLEM OCCURRED' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'The email ghost@example.com is not associated with any registered email.',
    );
    expect(screen.queryByRole('heading', { name: 'FORGOT PASSWORD?' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/forgot/password')[0].body).toEqual({ email: 'ghost@example.com' });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'FORGOT PASSWORD?' })).toBeInTheDocument();
    expect(screen.queryByText('OOPS PROBLEM OCCURRED')).not.toBeInTheDocument();
  });

  it('shows the server message as a toast and goes to /login on success', async () => {
    stubApi({
      'POST /user/forgot/password': () => ({
        body: { status: 'success', message: 'Password reset instructions have been sent to your email.' },
      }),
    });
    const { router } = renderRoutes(routes, ['/forgot-password']);
    const user = userEvent.setup(fastUser);
    await user.type(await screen.findByPlaceholderText('Email Address'), 'sita@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND INSTRUCTIONS' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Password reset instructions have been sent to your email.')).toBeInTheDocument();
  });

  it('shows other failures as a toast and keeps the form', async () => {
    stubApi({
      'POST /user/forgot/password': () => ({
        status: 429,
        body: { status: 'error', message: 'Too many requests, please try again later.' },
      }),
    });
    renderRoutes(routes, ['/forgot-password']);
    const user = userEvent.setup(fastUser);
    await user.type(await screen.findByPlaceholderText('Email Address'), 'sita@example.com');
    await user.click(screen.getByRole('button', { name: 'SEND INSTRUCTIONS' }));
    expect(await screen.findByText('Too many requests, please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SEND INSTRUCTIONS' })).toBeEnabled();
  });
});
