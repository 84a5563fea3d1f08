import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderRoutes, stubApi } from '../../../testing/render-routes';
import { userFixture } from '../testing/user-fixtures';
import { Component as RegisterPage } from './register-page';

function VerifyStub() {
  const state = useLocation().state as { email?: string } | null;
  return <h1>Verify account for {state?.email}</h1>;
}
const routes: RouteObject[] = [
  { path: '/register', Component: RegisterPage },
  { path: '/register/verify-account', Component: VerifyStub },
];

const form = () => screen.getByRole('form', { name: 'Sign up' });
const field = (label: RegExp) => within(form()).getByLabelText(label);

async function fillAll(user: ReturnType<typeof userEvent.setup>, email = 'ram@example.com') {
  await user.type(field(/^Full Name/), 'Ram Thapa');
  await user.type(field(/^Email/), email);
  await user.type(field(/^Password/), 'secret123');
  await user.type(field(/^Confirm Password/), 'secret123');
  await user.type(field(/^Phone Number/), '+977-9841234567');
}

afterEach(() => vi.unstubAllGlobals());

describe('register page', () => {
  it('shows the spec validation messages', async () => {
    const fetchMock = stubApi({});
    renderRoutes(routes, ['/register']);
    const user = userEvent.setup(fastUser);
    await screen.findByRole('form', { name: 'Sign up' });
    await user.click(within(form()).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();

    await user.type(field(/^Password/), '123');
    await user.type(field(/^Confirm Password/), '124');
    await user.type(field(/^Phone Number/), '12');
    await user.type(field(/^Email/), 'ram@');
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(screen.getByText('Phone number is not valid')).toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /auth/register')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('shows the availability message when the email is taken', async () => {
    stubApi({
      'GET /user/validate/email': () => ({
        body: { status: 'success', available: false, message: 'Email is already registered' },
      }),
    });
    renderRoutes(routes, ['/register']);
    const user = userEvent.setup(fastUser);
    await screen.findByRole('form', { name: 'Sign up' });
    await user.type(field(/^Email/), 'taken@example.com');
    await user.tab();
    expect(await screen.findByText('Email is already registered')).toBeInTheDocument();
  });

  it('registers and goes to the verify-account notice', async () => {
    const fetchMock = stubApi({
      'GET /user/validate/email': () => ({
        body: { status: 'success', available: true, message: 'Email is available' },
      }),
      'POST /auth/register': () => ({
        status: 201,
        body: { status: 'success', message: 'Registered', user: userFixture({ email: 'ram@example.com' }) },
      }),
    });
    const { router } = renderRoutes(routes, ['/register']);
    const user = userEvent.setup(fastUser);
    await screen.findByRole('form', { name: 'Sign up' });
    await fillAll(user, 'Ram@Example.com');
    await user.click(within(form()).getByRole('button', { name: 'Sign Up' }));
    expect(
      await screen.findByRole('heading', { name: 'Verify account for ram@example.com' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/verify-account');
    expect(callsTo(fetchMock, 'POST /auth/register')[0].body).toEqual({
      name: 'Ram Thapa',
      email: 'ram@example.com',
      password: 'secret123',
      password_confirmation: 'secret123',
      mobile_num: '+9779841234567',
    });
  });

  it('in the demo, takes the mailbox the reply names to the verify-account notice', async () => {
    stubApi({
      'GET /user/validate/email': () => ({
        body: { status: 'success', available: true, message: 'Email is available' },
      }),
      'POST /auth/register': () => ({
        status: 201,
        body: {
          status: 'success',
          message: 'Registered',
          user: userFixture({ email: 'ram@example.com' }),
          mailbox: '/sandbox/mail',
        },
      }),
    });
    const { router } = renderRoutes(routes, ['/register']);
    const user = userEvent.setup(fastUser);
    await screen.findByRole('form', { name: 'Sign up' });
    await fillAll(user);
    await user.click(within(form()).getByRole('button', { name: 'Sign Up' }));
    await screen.findByRole('heading', { name: 'Verify account for ram@example.com' });
    expect(router.state.location.state).toEqual({ email: 'ram@example.com', mailbox: '/sandbox/mail' });
  });

  it('shows server field errors under the fields, and other failures as a toast', async () => {
    let reply = {
      status: 409,
      body: { status: 'error', message: 'Email already exists', errors: { email: 'Email already exists' } },
    };
    stubApi({ 'POST /auth/register': () => reply });
    renderRoutes(routes, ['/register']);
    const user = userEvent.setup(fastUser);
    await screen.findByRole('form', { name: 'Sign up' });
    await fillAll(user);
    await user.click(within(form()).getByRole('button', { name: 'Sign Up' }));
    expect(await within(form()).findByText('Email already exists')).toBeInTheDocument();

    reply = { status: 500, body: {} as never };
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'ram2@example.com');
    await user.click(within(form()).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Sign up failed. Please try again.')).toBeInTheDocument();
  });
});
