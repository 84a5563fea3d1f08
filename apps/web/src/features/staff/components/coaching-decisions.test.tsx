import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser, renderSignedIn } from '../../../testing/render-routes';
import { admin, trainer } from '../testing/staff-users';
import { subscribedCoachingDetail } from '../../dashboard/testing/programme-fixtures';
import type { SubscribedCoachingDetail } from '@oxstrength/shared/contracts/coaching-training';
import { CoachingDecisions } from './coaching-decisions';

/** Pending, its first consultation asked for on 10 Mar 2099 and not approved. */
const requested = subscribedCoachingDetail({
  _id: 'co1',
  status: 'Pending',
  started_on: null,
  first_consultation_completed: false,
  latest_consultation: {
    _id: 'cc9',
    consultation_date: '2099-03-10',
    status: 'Requested',
    approved: false,
    proposed: false,
    proposal_reason: null,
    completed: false,
    remarks: '',
    createdAt: '2099-03-01T09:00:00.000Z',
  },
});

function renderDecisions(coaching: SubscribedCoachingDetail, user = trainer) {
  const { fetchMock } = renderSignedIn(
    [{ path: '/', Component: () => <CoachingDecisions coaching={coaching} /> }],
    '/',
    {
      'POST /staff/coaching-consultations/cc9/approve': () => ({
        body: { status: 'success', message: 'Consultation date approved', subscription: coaching },
      }),
      'GET /staff/audit': () => ({
        body: { status: 'success', entries: [], currentPage: 1, totalPage: 1, totalDocuments: 0 },
      }),
    },
    user,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('A coaching’s decisions', () => {
  it('offers what a requested first consultation allows, and approves its date', async () => {
    const user = userEvent.setup(fastUser);
    const fetchMock = renderDecisions(requested);
    const region = within(await screen.findByRole('region', { name: 'Consultation and status' }));
    expect(region.getByText('10 Mar, 2099 · Not approved')).toBeInTheDocument();
    expect(region.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Approve Date',
      'Propose Another Date',
      'Mark as Held',
      'Make Inactive',
    ]);
    await user.click(region.getByRole('button', { name: 'Approve Date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Date' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve Date' }));
    expect(await screen.findByText('Consultation date approved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/coaching-consultations/cc9/approve')).toHaveLength(1);
    // A trainer does not read the audit.
    expect(screen.queryByRole('region', { name: 'Audit' })).not.toBeInTheDocument();
  });

  it('offers activation once the first consultation is held; an admin reads the audit', async () => {
    renderDecisions(
      subscribedCoachingDetail({
        _id: 'co1',
        status: 'Pending',
        started_on: null,
        first_consultation_completed: true,
      }),
      admin,
    );
    const region = within(await screen.findByRole('region', { name: 'Consultation and status' }));
    expect(region.getAllByRole('button').map((b) => b.textContent)).toEqual(['Activate', 'Make Inactive']);
    expect(await screen.findByText('No audit entries')).toBeInTheDocument();
  });

  it('does not offer activation while week 1 is unwritten: it says why, with the week editor one click away', async () => {
    const held = subscribedCoachingDetail({
      _id: 'co1',
      status: 'Pending',
      started_on: null,
      first_consultation_completed: true,
    });
    renderDecisions({
      ...held,
      schedule: held.schedule.map((w) =>
        w.week === 1 ? { ...w, published: false, week_activities: [] } : w,
      ),
    });
    const region = within(await screen.findByRole('region', { name: 'Consultation and status' }));
    expect(region.getByText('Write and publish week 1 before activating this coaching.')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Write Week 1' })).toHaveAttribute(
      'href',
      '/staff/coaching/co1/weeks/1',
    );
  });
});
