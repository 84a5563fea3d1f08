import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  fastUser,
  renderSignedIn,
  type ApiCall,
  type ApiHandler,
  type ApiReply,
} from '../../../testing/render-routes';
import { trainer } from '../testing/staff-users';
import { activeWithOpenRequest, staffInboxPageOf, staffSubscription } from '../testing/staff-fixtures';
import {
  staffCoaching,
  staffCoachingsPageOf,
  staffPaidConsultation,
  staffPaidPageOf,
} from '../testing/programme-staff-fixtures';
import { Component as StaffInboxPage } from './staff-inbox-page';

const requested = staffSubscription();
const toActivate = staffSubscription({
  _id: 'sub2',
  client: { _id: 'c2', name: 'Gita Rai', email: 'gita@example.com' },
  status: 'Consultation Completed',
  consultation_approved: true,
  remarks: 'Ready to start',
});
const weekAsked = activeWithOpenRequest({ _id: 'sub3' });

function renderInbox(
  lists: Partial<Record<string, () => ApiReply>> = {},
  entry = '/staff',
  routes: Record<string, ApiHandler> = {},
) {
  const byState: Record<string, () => ApiReply> = {
    consultation_requests: () => ({ body: staffInboxPageOf([requested]) }),
    to_activate: () => ({ body: staffInboxPageOf([toActivate], { totalDocuments: 7 }) }),
    week_requests: () => ({ body: staffInboxPageOf([weekAsked]) }),
    ...lists,
  };
  return renderSignedIn(
    [{ path: '/staff', Component: StaffInboxPage }],
    entry,
    {
      'GET /staff/template-subscriptions': (call: ApiCall) => byState[call.query.get('state') ?? '']!(),
      'GET /staff/coaching-subscriptions': () => ({ body: staffCoachingsPageOf([]) }),
      'GET /staff/consultation-subscriptions': () => ({ body: staffPaidPageOf([]) }),
      // Issue 18's list of coaching weeks to write, empty here.
      'GET /staff/coaching-weeks-to-write': () => ({
        body: { status: 'success', subscriptions: [], currentPage: 1, totalPage: 1, totalDocuments: 0 },
      }),
      ...routes,
    },
    trainer,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Staff inbox', () => {
  it('shows the three counts, each linking to its list, and the consultation requests first', async () => {
    renderInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff inbox' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Consultation requests: 1' })).toHaveAttribute(
      'href',
      '/staff?list=consultation_requests',
    );
    expect(await screen.findByRole('link', { name: 'Subscriptions to activate: 7' })).toHaveAttribute(
      'href',
      '/staff?list=to_activate',
    );
    expect(await screen.findByRole('link', { name: 'Week completion requests: 1' })).toHaveAttribute(
      'href',
      '/staff?list=week_requests',
    );
    const table = await screen.findByRole('table', { name: 'Consultation requests' });
    const row = within(table).getByRole('row', { name: /Ram Thapa/ });
    expect(within(row).getByText('ram@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Strength Block')).toBeInTheDocument();
    expect(within(row).getByText('Consultation Requested')).toBeInTheDocument();
    expect(within(row).getByText('10 Mar, 2099')).toBeInTheDocument();
    expect(within(row).getByText('Not approved')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open Ram Thapa, Strength Block' })).toHaveAttribute(
      'href',
      '/staff/subscriptions/sub1',
    );
  });

  it('opens a list from its count: the week asked and the remarks', async () => {
    const user = userEvent.setup(fastUser);
    const { router } = renderInbox();
    await user.click(await screen.findByRole('link', { name: /Week completion requests/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?list=week_requests'));
    const table = await screen.findByRole('table', { name: 'Week completion requests' });
    expect(within(table).getByText('Week 2')).toBeInTheDocument();
    expect(within(table).getByText('Squats felt heavy')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Subscriptions to activate' }));
    const activate = await screen.findByRole('table', { name: 'Subscriptions to activate' });
    expect(within(activate).getByText('Gita Rai')).toBeInTheDocument();
    expect(within(activate).getByText('Ready to start')).toBeInTheDocument();
  });

  it('says when a list is empty', async () => {
    renderInbox({ consultation_requests: () => ({ body: staffInboxPageOf([]) }) });
    expect(await screen.findByText('No consultation requests')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Consultation requests: 0' })).toBeInTheDocument();
  });

  it('shows a failed list with Try again, which loads it again', async () => {
    const user = userEvent.setup(fastUser);
    let fail = true;
    const { fetchMock } = renderInbox({
      consultation_requests: () =>
        fail
          ? { status: 500, body: { status: 'error', message: 'Something went wrong' } }
          : { body: staffInboxPageOf([requested]) },
    });
    expect(await screen.findByText('Could not load the consultation requests.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Consultation requests' })).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'GET /staff/template-subscriptions').filter(
        (c) => c.query.get('state') === 'consultation_requests',
      ).length,
    ).toBeGreaterThan(1);
  });

  it('adds the coaching and paid consultation requests to the count, each in its own list', async () => {
    renderInbox({}, '/staff', {
      'GET /staff/coaching-subscriptions': (call) => ({
        body:
          call.query.get('state') === 'consultation_requests'
            ? staffCoachingsPageOf([staffCoaching({ _id: 'co1' })], { totalDocuments: 2 })
            : staffCoachingsPageOf([]),
      }),
      'GET /staff/consultation-subscriptions': () => ({
        body: staffPaidPageOf([staffPaidConsultation({ _id: 'pc1' })], { totalDocuments: 3 }),
      }),
    });
    // 1 template + 2 coaching + 3 paid.
    expect(await screen.findByRole('link', { name: 'Consultation requests: 6' })).toBeInTheDocument();
    const coaching = await screen.findByRole('table', { name: 'Coaching consultation requests' });
    expect(within(coaching).getByRole('link', { name: /^Open Sita Gurung/ })).toHaveAttribute(
      'href',
      '/staff/coaching/co1',
    );
    const paid = await screen.findByRole('table', { name: 'Paid consultation requests' });
    expect(within(paid).getByRole('button', { name: 'Approve Date for Sita Gurung' })).toBeInTheDocument();
    // A paid consultation has no page of its own: its row is where the trainer finds the client's phone.
    expect(within(paid).getByRole('link', { name: 'Call Sita Gurung: 980-1234567' })).toHaveAttribute(
      'href',
      'tel:+9779801234567',
    );
    expect(within(paid).getByText('980-1234567')).toBeInTheDocument();
    expect(within(coaching).queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
  });

  it('pages a list past 50: the next page is asked for', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderInbox({
      consultation_requests: () => ({
        body: staffInboxPageOf([requested], { totalDocuments: 51, totalPage: 2 }),
      }),
    });
    await screen.findByRole('table', { name: 'Consultation requests' });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /staff/template-subscriptions').some(
          (c) => c.query.get('state') === 'consultation_requests' && c.query.get('page') === '2',
        ),
      ).toBe(true),
    );
  });
});
