import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@oxstrength/shared/contracts/staff-users';
import { pageReply } from '../../../testing/page-reply';
import { callsTo, fastUser, renderSignedIn } from '../../../testing/render-routes';
import { admin, trainer } from '../testing/staff-users';
import { Component as StaffPeoplePage } from './staff-people-page';

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

const person = (over: Partial<StaffUser> = {}): StaffUser => ({
  _id: 'u1',
  name: 'Sita Rai',
  email: 'sita@example.com',
  mobile_num: '9800000001',
  user_type: 'Client',
  verified: true,
  disabled_at: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
const pageOf = (users: StaffUser[]) => ({ ...pageReply(users.length), users });

describe('Staff: people', () => {
  it('disables an account after asking, then enables it; the own account has no switch', async () => {
    const user = userEvent.setup(fastUser);
    let sita = person();
    const me = person({ _id: admin._id, name: admin.name, email: 'maya@example.com', user_type: 'Admin' });
    const { fetchMock } = renderSignedIn(
      [{ path: '/staff/users', Component: StaffPeoplePage }],
      '/staff/users',
      {
        'GET /staff/users': () => ({ body: pageOf([sita, me]) }),
        'POST /staff/users/u1/disable': () => {
          sita = person({ disabled_at: '2026-12-08T01:00:00.000Z' });
          return {
            body: {
              status: 'success',
              message: 'Sita Rai is disabled and signed out everywhere',
              user: sita,
            },
          };
        },
        'POST /staff/users/u1/enable': () => {
          sita = person();
          return { body: { status: 'success', message: 'Sita Rai can sign in again', user: sita } };
        },
      },
      admin,
    );
    const table = await screen.findByRole('table', { name: 'People' });
    expect(within(table).queryByRole('button', { name: `Disable ${admin.name}` })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Disable Sita Rai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Sita Rai?' });
    expect(callsTo(fetchMock, 'POST /staff/users/u1/disable')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Sita Rai is disabled and signed out everywhere')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(table).findByText('Disabled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enable Sita Rai' }));
    expect(await screen.findByText('Sita Rai can sign in again')).toBeInTheDocument();
  });

  it("changes a role and shows the server's refusal as it is", async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderSignedIn(
      [{ path: '/staff/users', Component: StaffPeoplePage }],
      '/staff/users',
      {
        'GET /staff/users': () => ({ body: pageOf([person({ user_type: 'Trainer', name: 'Coach Ram' })]) }),
        'POST /staff/users/u1/role': () => ({
          status: 409,
          body: {
            status: 'error',
            message: 'This trainer has 2 active or pending clients: reassign them first',
          },
        }),
      },
      admin,
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Coach Ram' }), 'Client');
    expect(
      await screen.findByText('This trainer has 2 active or pending clients: reassign them first'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/users/u1/role')[0].body).toEqual({ user_type: 'Client' });
  });

  it('filters by role and state through the address', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderSignedIn(
      [{ path: '/staff/users', Component: StaffPeoplePage }],
      '/staff/users',
      { 'GET /staff/users': () => ({ body: pageOf([]) }) },
      admin,
    );
    expect(await screen.findByText('Nobody matches.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Trainer');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Disabled');
    await waitFor(() => {
      const last = callsTo(fetchMock, 'GET /staff/users').at(-1)!;
      expect(last.query.get('user_type')).toBe('Trainer');
      expect(last.query.get('disabled')).toBe('true');
    });
  });

  it('resends verification to an unverified account', async () => {
    const user = userEvent.setup(fastUser);
    const gita = person({ _id: 'u2', name: 'Gita Thapa', email: 'gita@example.com', verified: false });
    const { fetchMock } = renderSignedIn(
      [{ path: '/staff/users', Component: StaffPeoplePage }],
      '/staff/users',
      {
        'GET /staff/users': () => ({ body: pageOf([gita, person()]) }),
        'POST /staff/users/u2/resend-verification': () => ({
          body: {
            status: 'success',
            message: 'A new verification link was sent to gita@example.com',
            user: gita,
          },
        }),
      },
      admin,
    );
    const table = await screen.findByRole('table', { name: 'People' });
    expect(
      within(table).queryByRole('button', { name: 'Resend verification to Sita Rai' }),
    ).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Resend verification to Gita Thapa' }));
    expect(
      await screen.findByText('A new verification link was sent to gita@example.com'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/users/u2/resend-verification')).toHaveLength(1);
  });

  it('tells a trainer the page is for admins', async () => {
    renderSignedIn([{ path: '/staff/users', Component: StaffPeoplePage }], '/staff/users', {}, trainer);
    expect(await screen.findByRole('heading', { name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
