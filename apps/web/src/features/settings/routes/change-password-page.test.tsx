import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  fastUser,
  renderRoutes,
  signInAs,
  stubApi,
  type ApiReply,
} from '../../../testing/render-routes';
import { profileReplyOf, profileUserFixture } from '../testing/profile-fixtures';
import { Component as ChangePasswordPage } from './change-password-page';

function renderPage(put: () => ApiReply) {
  signInAs(profileUserFixture());
  const fetchMock = stubApi({
    'GET /auth/profile': () => ({ body: profileReplyOf(profileUserFixture()) }),
    'PUT /auth/update/password': put,
  });
  renderRoutes(
    [{ path: '/dashboard/settings/change-password', Component: ChangePasswordPage }],
    ['/dashboard/settings/change-password'],
  );
  return fetchMock;
}

async function fill(user: ReturnType<typeof userEvent.setup>, old: string, next: string, confirm = next) {
  const form = within(await screen.findByRole('form', { name: 'Change password' }));
  await user.type(form.getByLabelText(/Current Password/), old);
  await user.type(form.getByLabelText(/^New Password/), next);
  await user.type(form.getByLabelText(/Confirm New Password/), confirm);
  return form;
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

// Mantine pages render slowly in jsdom on a loaded machine.
describe('Change Password', { timeout: 20_000 }, () => {
  it("shows the hints, keeps the button disabled while the form is invalid, and the spec's messages", async () => {
    const user = userEvent.setup(fastUser);
    renderPage(() => ({ body: {} }));
    const form = within(await screen.findByRole('form', { name: 'Change password' }));
    expect(form.getByText('New password must be different than your older password')).toBeInTheDocument();
    expect(form.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    const button = form.getByRole('button', { name: 'Change Password' });
    expect(button).toBeDisabled();

    await user.click(form.getByLabelText(/Current Password/));
    await user.tab();
    expect(form.getByText('Old password is required')).toBeInTheDocument();
    await user.type(form.getByLabelText(/^New Password/), 'abc');
    await user.tab();
    expect(form.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    await user.type(form.getByLabelText(/Current Password/), 'secret123');
    await user.clear(form.getByLabelText(/^New Password/));
    await user.type(form.getByLabelText(/^New Password/), 'new-secret-9');
    await user.type(form.getByLabelText(/Confirm New Password/), 'other-secret');
    await user.tab();
    expect(form.getByText('Passwords must match')).toBeInTheDocument();
    expect(button).toBeDisabled();

    await user.clear(form.getByLabelText(/Confirm New Password/));
    await user.type(form.getByLabelText(/Confirm New Password/), 'new-secret-9');
    expect(button).toBeEnabled();
  });

  it('shows a wrong current password (403) only inline, with no global error', async () => {
    const user = userEvent.setup(fastUser);
    renderPage(() => ({
      status: 403,
      body: {
        status: 'error',
        message: 'Old password is incorrect',
        errors: { old_password: 'Old password is incorrect' },
      },
    }));
    const form = await fill(user, 'wrong-one', 'new-secret-9');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await form.findByText('Old password is incorrect')).toBeInTheDocument();
    // Only under the field: no toast anywhere else on the page.
    expect(screen.getAllByText('Old password is incorrect')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBe('test-token');
  });

  it('shows other failures globally and in the form', async () => {
    const user = userEvent.setup(fastUser);
    renderPage(() => ({ status: 500, body: { status: 'error', message: 'Something went wrong' } }));
    const form = await fill(user, 'secret123', 'new-secret-9');
    await user.click(form.getByRole('button', { name: 'Change Password' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Something went wrong');
    await waitFor(() => expect(screen.getAllByText('Something went wrong')).toHaveLength(2));
  });

  it('changes the password: "Your password has been changed", the form resets, the new token is kept', async () => {
    const user = userEvent.setup(fastUser);
    const fetchMock = renderPage(() => ({
      body: { status: 'success', message: 'Your password has been changed', token: 'token-after-change' },
    }));
    const form = await fill(user, 'secret123', 'new-secret-9');
    await user.click(form.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /auth/update/password')[0]!.body).toEqual({
      old_password: 'secret123',
      password: 'new-secret-9',
      password_confirmation: 'new-secret-9',
    });
    await waitFor(() => expect(form.getByLabelText(/Current Password/)).toHaveValue(''));
    expect(form.getByLabelText(/^New Password/)).toHaveValue('');
    expect(form.getByLabelText(/Confirm New Password/)).toHaveValue('');
    expect(form.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    // This session continues with the token the reply gave; the profile is loaded again.
    expect(localStorage.getItem('token')).toBe('token-after-change');
  });
});
