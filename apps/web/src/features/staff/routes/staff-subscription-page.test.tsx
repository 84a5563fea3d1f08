import { notifications } from '@mantine/notifications';
import { nepalToday } from '@oxstrength/shared/training';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenWidth } from '../../../components/testing/small-screen';
import { longDate } from '../../../lib/calendar-date';
import { callsTo, fastUser, renderSignedIn, stubApi, type ApiHandler } from '../../../testing/render-routes';
import { admin, trainer } from '../testing/staff-users';
import type { StaffSubscriptionDetail } from '@oxstrength/shared/contracts/staff';
import {
  activeWithOpenRequest,
  auditEntry,
  auditPageOf,
  staffSubscription,
  staffSubscriptionDetail,
  staffSubscriptionDetailReplyOf,
  staffSubscriptionReplyOf,
  staffWeekRequest,
} from '../testing/staff-fixtures';
import { Component as StaffSubscriptionPage } from './staff-subscription-page';

/** The page for sub1, served `subscription`, signed in as `as`, with extra handlers. */
function renderPage(
  subscription: StaffSubscriptionDetail,
  handlers: Record<string, ApiHandler> = {},
  as = trainer,
) {
  return renderSignedIn(
    [
      { path: '/staff/subscriptions/:id', Component: StaffSubscriptionPage },
      { path: '/staff', element: <p>Inbox</p> },
    ],
    '/staff/subscriptions/sub1',
    {
      'GET /staff/template-subscriptions/sub1': () => ({
        body: staffSubscriptionDetailReplyOf(subscription),
      }),
      ...handlers,
    },
    as,
  );
}

const decided = (message: string) => () => ({ body: staffSubscriptionReplyOf(staffSubscription(), message) });
const reloads = (fetchMock: ReturnType<typeof stubApi>) =>
  waitFor(() =>
    expect(callsTo(fetchMock, 'GET /staff/template-subscriptions/sub1').length).toBeGreaterThan(1),
  );

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('Staff: a template subscription', () => {
  it('shows the client, template, status and date, with the actions a requested date allows', async () => {
    renderPage(staffSubscriptionDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Strength Block' })).toBeInTheDocument();
    expect(screen.getByText('Ram Thapa (ram@example.com)')).toBeInTheDocument();
    // Their phone as Nepalis write it, a tap away from a call (issue 36).
    expect(screen.getByRole('link', { name: 'Call Ram Thapa: 984-1234567' })).toHaveAttribute(
      'href',
      'tel:+9779841234567',
    );
    expect(screen.getByText('984-1234567')).toBeInTheDocument();
    expect(screen.getByText('Consultation Requested')).toBeInTheDocument();
    expect(screen.getByText('10 Mar, 2099 · Not approved')).toBeInTheDocument();
    const actions = within(screen.getByRole('region', { name: 'Actions' }));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Approve Date',
      'Propose Another Date',
      'Mark as Held',
    ]);
    // A trainer never sees the audit.
    expect(screen.queryByRole('region', { name: 'Audit' })).not.toBeInTheDocument();
  });

  it('says when the client gave no phone', async () => {
    renderPage(
      staffSubscriptionDetail({
        client: { _id: 'c1', name: 'Ram Thapa', email: 'ram@example.com', mobile_num: null },
      }),
    );
    expect(await screen.findByText('No phone given')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
  });

  it('approves the date: the reply message as a toast, and the subscription reloads', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderPage(staffSubscriptionDetail(), {
      'POST /staff/template-subscriptions/sub1/consultation/approve': decided('Consultation date approved'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Date' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve Date' }));
    expect(await screen.findByText('Consultation date approved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/template-subscriptions/sub1/consultation/approve')).toHaveLength(
      1,
    );
    await reloads(fetchMock);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('proposes another date from a calendar with no past days and a reason, full screen on a phone', async () => {
    const restore = screenWidth(360);
    try {
      const user = userEvent.setup(fastUser);
      const { fetchMock } = renderPage(staffSubscriptionDetail(), {
        'POST /staff/template-subscriptions/sub1/consultation/propose': decided('Another date proposed'),
      });
      await user.click(await screen.findByRole('button', { name: 'Propose Another Date' }));
      const dialog = await screen.findByRole('dialog', { name: 'Propose Another Date' });
      expect(dialog.closest('.mantine-Modal-content')).toHaveAttribute('data-full-screen', 'true');
      const today = nepalToday();
      await user.click(within(dialog).getByRole('button', { name: 'Propose Date' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a date in the calendar');
      expect(callsTo(fetchMock, 'POST /staff/template-subscriptions/sub1/consultation/propose')).toHaveLength(
        0,
      );
      await user.click(within(dialog).getByRole('button', { name: longDate(today) }));
      // Issue 36: the client is told why.
      await user.click(within(dialog).getByRole('button', { name: 'Propose Date' }));
      expect(
        await within(dialog).findByText('Give the client a reason for the new date'),
      ).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST /staff/template-subscriptions/sub1/consultation/propose')).toHaveLength(
        0,
      );
      await user.type(
        within(dialog).getByRole('textbox', { name: /Reason for the client/ }),
        'I am at a meet that week',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Propose Date' }));
      expect(await screen.findByText('Another date proposed')).toBeInTheDocument();
      expect(
        callsTo(fetchMock, 'POST /staff/template-subscriptions/sub1/consultation/propose')[0]!.body,
      ).toEqual({
        consultation_date: today,
        reason: 'I am at a meet that week',
      });
    } finally {
      restore();
    }
  });

  it('marks the consultation held only with remarks, and shows the server message on failure', async () => {
    const user = userEvent.setup(fastUser);
    let fail = true;
    const { fetchMock } = renderPage(staffSubscriptionDetail({ consultation_date: nepalToday() }), {
      'POST /staff/template-subscriptions/sub1/consultation/held': () =>
        fail
          ? { status: 409, body: { status: 'error', message: 'The consultation date is not approved' } }
          : decided('Consultation marked as held')(),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as Held' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Held' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Held' }));
    expect(await within(dialog).findByText('Remarks is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/template-subscriptions/sub1/consultation/held')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Remarks/ }), '  Good mobility ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Held' }));
    expect(await screen.findByText('The consultation date is not approved')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Mark as Held' })).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Held' }));
    expect(await screen.findByText('Consultation marked as held')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/template-subscriptions/sub1/consultation/held')[1]!.body).toEqual({
      remarks: 'Good mobility',
    });
    await reloads(fetchMock);
  });

  it('before the consultation’s day in Nepal, Mark as Held says from when and sends nothing', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderPage(staffSubscriptionDetail({ consultation_date: '2099-03-10' }));
    await user.click(await screen.findByRole('button', { name: 'Mark as Held' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Held' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Can be marked held from 10 Mar, 2099 (Nepal time).',
    );
    expect(within(dialog).queryByRole('textbox', { name: /Remarks/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark as Held' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /staff/template-subscriptions/sub1/consultation/held')).toHaveLength(0);
  });

  it('once activated, the old proposal is no longer shown', async () => {
    renderPage(
      staffSubscriptionDetail({
        status: 'Active',
        consultation_date: '2025-03-10',
        consultation_approved: true,
        consultation_proposed: true,
        remarks: 'Good mobility',
        started_on: '2025-03-12',
      }),
    );
    expect(await screen.findByText('10 Mar, 2025 · Held')).toBeInTheDocument();
    expect(screen.queryByText(/Proposed/)).not.toBeInTheDocument();
  });

  it('shows why staff proposed the date while it is open', async () => {
    renderPage(
      staffSubscriptionDetail({
        consultation_approved: true,
        consultation_proposed: true,
        consultation_proposal_reason: 'I am at a meet that week',
      }),
    );
    expect(await screen.findByText('10 Mar, 2099 · Proposed')).toBeInTheDocument();
    expect(screen.getByText('I am at a meet that week')).toBeInTheDocument();
  });

  it('activates a held consultation from today in Nepal, no reason asked', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderPage(
      staffSubscriptionDetail({
        status: 'Consultation Completed',
        consultation_approved: true,
        remarks: 'Ok',
      }),
      { 'POST /staff/template-subscriptions/sub1/activate': decided('Subscription activated') },
    );
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate' });
    expect(within(dialog).getByLabelText(/Start date/)).toHaveValue(nepalToday());
    expect(within(dialog).queryByRole('textbox', { name: /Reason/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Subscription activated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/template-subscriptions/sub1/activate')[0]!.body).toEqual({
      start_on: nepalToday(),
    });
  });

  it('lets an admin activate before the consultation, with a reason', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderPage(
      staffSubscriptionDetail({ status: 'Pending', consultation_date: null }),
      {
        'POST /staff/template-subscriptions/sub1/activate': decided('Subscription activated'),
        'GET /staff/audit': () => ({ body: auditPageOf([]) }),
      },
      admin,
    );
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Returning client');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Subscription activated')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/template-subscriptions/sub1/activate')[0]!.body).toEqual({
      start_on: nepalToday(),
      reason: 'Returning client',
    });
  });

  it('makes an Active subscription inactive with a reason, and an Inactive one active again', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock, unmount } = renderPage(staffSubscriptionDetail(activeWithOpenRequest()), {
      'POST /staff/template-subscriptions/sub1/inactive': decided('Subscription made inactive'),
    });
    const actions = within(await screen.findByRole('region', { name: 'Actions' }));
    expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['Make Inactive']);
    await user.click(actions.getByRole('button', { name: 'Make Inactive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Inactive' });
    await user.click(within(dialog).getByRole('button', { name: 'Make Inactive' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Injured');
    await user.click(within(dialog).getByRole('button', { name: 'Make Inactive' }));
    expect(await screen.findByText('Subscription made inactive')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/template-subscriptions/sub1/inactive')[0]!.body).toEqual({
      reason: 'Injured',
    });
    unmount();

    const again = renderPage(staffSubscriptionDetail({ status: 'Inactive', status_reason: 'Injured' }), {
      'POST /staff/template-subscriptions/sub1/reactivate': decided('Subscription active again'),
    });
    await user.click(await screen.findByRole('button', { name: 'Make Active Again' }));
    const back = await screen.findByRole('dialog', { name: 'Make Active Again' });
    await user.type(within(back).getByRole('textbox', { name: /Reason/ }), 'Recovered');
    await user.click(within(back).getByRole('button', { name: 'Make Active Again' }));
    expect(await screen.findByText('Subscription active again')).toBeInTheDocument();
    expect(callsTo(again.fetchMock, 'POST /staff/template-subscriptions/sub1/reactivate')[0]!.body).toEqual({
      reason: 'Recovered',
    });
  });
});

describe('Staff: week review', () => {
  const reviewed = () =>
    staffSubscriptionDetail({
      ...activeWithOpenRequest(),
      week_requests: [
        staffWeekRequest({
          _id: 'wr2',
          week: 2,
          status: 'Open',
          remarks: 'Squats felt heavy',
          decided_at: null,
        }),
        staffWeekRequest({
          _id: 'wr1b',
          week: 2,
          status: 'Returned',
          remarks: 'First try',
          note: 'Log every day first',
        }),
        staffWeekRequest(),
      ],
    });

  it('says the week was asked for on its Nepal day: at 20:00 UTC on 27 Nov it is 28 Nov in Kathmandu', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    try {
      const sub = reviewed();
      renderPage({
        ...sub,
        open_week_request: { ...sub.open_week_request!, createdAt: '2026-11-27T20:00:00.000Z' },
      });
      const review = within(await screen.findByRole('region', { name: 'Week review' }));
      expect(
        review.getByText('The client asked for week 2 to be marked complete on 28 Nov, 2026.'),
      ).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows which activities the client skipped and why', async () => {
    const sub = reviewed();
    renderPage({
      ...sub,
      open_week_request: {
        ...sub.open_week_request!,
        skipped_activities: ['w2-a3'],
        skip_reason: 'Back was tight on Friday',
      },
    });
    const review = within(await screen.findByRole('region', { name: 'Week review' }));
    const skipped = within(review.getByRole('list', { name: 'Skipped activities' }));
    expect(skipped.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Day 2: Deadlift']);
    expect(review.getByText('Back was tight on Friday')).toBeInTheDocument();
  });

  it('shows the week as planned beside what was logged, the remarks, and earlier requests', async () => {
    const sub = reviewed();
    sub.schedule[1]!.week_activities[0]!.day_activities[0] = {
      ...sub.schedule[1]!.week_activities[0]!.day_activities[0]!,
      actual_rpe: 9,
      weight_used: '100 kg',
      feedback: 'Hard',
    };
    renderPage(sub);
    const review = within(await screen.findByRole('region', { name: 'Week review' }));
    expect(review.getByText('Squats felt heavy')).toBeInTheDocument();
    const day1 = review.getByRole('table', { name: 'Week 2, Day 1: planned and logged' });
    const squat = within(within(day1).getByRole('row', { name: /Back Squat/ }));
    expect(squat.getByText('75%')).toBeInTheDocument();
    expect(squat.getByText('9')).toBeInTheDocument();
    expect(squat.getByText('100 kg')).toBeInTheDocument();
    expect(squat.getByText('Hard')).toBeInTheDocument();
    const earlier = within(review.getByRole('region', { name: 'Earlier requests' }));
    expect(earlier.getByText('Returned')).toBeInTheDocument();
    expect(earlier.getByText('Note: Log every day first')).toBeInTheDocument();
    expect(earlier.getByText('Approved')).toBeInTheDocument();
  });

  it('approves the week', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderPage(reviewed(), {
      'POST /staff/week-requests/wr2/approve': decided('Week 2 approved'),
    });
    await user.click(await screen.findByRole('button', { name: 'Approve Week 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Week 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve Week 2' }));
    expect(await screen.findByText('Week 2 approved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/week-requests/wr2/approve')).toHaveLength(1);
    await reloads(fetchMock);
  });

  it('returns the week only with a note', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderPage(reviewed(), {
      'POST /staff/week-requests/wr2/return': decided('Week 2 returned'),
    });
    await user.click(await screen.findByRole('button', { name: 'Return with a Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Week 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Return Week' }));
    expect(await within(dialog).findByText('Note is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Note for the client/ }), 'Log day 2');
    await user.click(within(dialog).getByRole('button', { name: 'Return Week' }));
    expect(await screen.findByText('Week 2 returned')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/week-requests/wr2/return')[0]!.body).toEqual({
      note: 'Log day 2',
    });
  });
});

describe('Staff: audit', () => {
  it('lists the entries, newest first, for an admin', async () => {
    const { fetchMock } = renderPage(
      staffSubscriptionDetail(),
      {
        'GET /staff/audit': () => ({
          body: auditPageOf([
            auditEntry(),
            auditEntry({
              _id: 'au2',
              user: { _id: 'ad1', name: 'Admin Maya', email: 'maya@example.com' },
              role: 'Admin',
              action: 'subscription.activate',
              before: { status: 'Consultation Completed' },
              after: { status: 'Active' },
              createdAt: '2025-03-06T10:30:00.000Z',
            }),
          ]),
        }),
      },
      admin,
    );
    const audit = within(await screen.findByRole('region', { name: 'Audit' }));
    const table = await audit.findByRole('table', { name: 'Audit entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('subscription.activate');
    expect(rows[0]).toHaveTextContent('Admin Maya');
    expect(rows[0]).toHaveTextContent('status: Consultation Completed → Active');
    expect(rows[0]).toHaveTextContent('2025-03-06 16:15 Nepal time');
    expect(rows[1]).toHaveTextContent('Coach Hari');
    expect(rows[1]).toHaveTextContent('Trainer');
    expect(rows[1]).toHaveTextContent('consultation_approved: false → true');
    const call = callsTo(fetchMock, 'GET /staff/audit')[0]!;
    expect(call.query.get('record_type')).toBe('subscription');
    expect(call.query.get('record_id')).toBe('sub1');
  });

  it('is not asked for as a trainer', async () => {
    const { fetchMock } = renderPage(staffSubscriptionDetail());
    expect(await screen.findByRole('heading', { level: 1, name: 'Strength Block' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Audit' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /staff/audit')).toHaveLength(0);
  });
});
