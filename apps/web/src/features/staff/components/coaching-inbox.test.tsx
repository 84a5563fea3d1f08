import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../testing/render-routes';
import { trainer } from '../testing/staff-users';
import { subscribedCoaching } from '../../dashboard/testing/programme-fixtures';
import { CoachingInbox } from './coaching-inbox';

const client = { _id: 'u1', name: 'Sita Rai', email: 'sita@example.com' };
const paged = (total: number) => ({ currentPage: 1, totalPage: 1, totalDocuments: total });

afterEach(() => vi.unstubAllGlobals());

describe('the inbox’s coaching lists', () => {
  it('lists coaching clients whose next week is not published, each opening the client', async () => {
    renderSignedIn(
      [{ path: '/staff', element: <CoachingInbox /> }],
      '/staff',
      {
        'GET /staff/coaching-weeks-to-write': () => ({
          body: {
            status: 'success',
            subscriptions: [{ ...subscribedCoaching(1), client, next_week: 2 }],
            ...paged(1),
          },
        }),
        'GET /staff/coaching-subscriptions': () => ({
          body: { status: 'success', subscriptions: [], ...paged(0) },
        }),
      },
      trainer,
    );
    const toWrite = await screen.findByRole('region', {
      name: /Coaching clients whose next week is not published/,
    });
    expect(await within(toWrite).findByText('Week 2 not published')).toBeInTheDocument();
    expect(within(toWrite).getByRole('link', { name: 'Open Sita Rai, Online Coaching 1' })).toHaveAttribute(
      'href',
      '/staff/coaching/c1',
    );
    const requests = screen.getByRole('region', { name: /Coaching week completion requests/ });
    expect(await within(requests).findByText('No coaching week completion requests')).toBeInTheDocument();
  });

  it('offers another try when a list fails to load', async () => {
    renderSignedIn(
      [{ path: '/staff', element: <CoachingInbox /> }],
      '/staff',
      {
        'GET /staff/coaching-weeks-to-write': () => ({
          status: 500,
          body: { status: 'error', message: 'Boom' },
        }),
        'GET /staff/coaching-subscriptions': () => ({
          body: { status: 'success', subscriptions: [], ...paged(0) },
        }),
      },
      trainer,
    );
    const toWrite = await screen.findByRole('region', {
      name: /Coaching clients whose next week is not published/,
    });
    expect(
      await within(toWrite).findByText('Could not load this list.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(within(toWrite).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
