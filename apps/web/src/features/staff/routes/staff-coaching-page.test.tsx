import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  staffCoachingDetailReply,
  type StaffCoachingClient,
  type SubscribedCoachingDetail,
} from '@oxstrength/shared/contracts/coaching-training';
import { callsTo, fastUser, renderSignedIn, type ApiHandler } from '../../../testing/render-routes';
import { trainer } from '../testing/staff-users';
import {
  coachingWeek,
  subscribedCoachingDetail,
  subscribedCoachingDetailReplyOf,
} from '../../dashboard/testing/programme-fixtures';
import { dayActivity } from '../../dashboard/testing/training-fixtures';
import { Component as CoachingWeekEditorPage } from './coaching-week-editor-page';
import { Component as StaffCoachingPage } from './staff-coaching-page';

const client: StaffCoachingClient = {
  _id: 'u1',
  name: 'Maya Lama',
  slug: 'maya-lama',
  profile_pic: null,
  email: 'maya.lama@example.com',
  mobile_num: '+9779841234567',
};

/** Week 1 in progress: a squat at RPE 8 logged at 100 kg and RPE 7 (suggests 102.5 kg), a plank, nothing logged. */
const loggedCoaching = (overrides: Partial<SubscribedCoachingDetail> = {}) =>
  subscribedCoachingDetail({
    schedule: [
      {
        week: 1,
        status: 'In Progress',
        published: true,
        week_activities: [
          {
            day: 1,
            day_activities: [
              dayActivity({
                _id: 'sq1',
                movement: 'Back Squat',
                intensity: 'RPE 8',
                reps: '5',
                weight_used: '100 kg',
                actual_rpe: 7,
              }),
              dayActivity({ _id: 'pl1', movement: 'Plank', intensity: 'RPE 7', reps: '45 s' }),
            ],
          },
        ],
      },
      coachingWeek(2, 'Locked', true),
      {
        ...coachingWeek(3, 'Locked', false),
        week_activities: coachingWeek(3, 'In Progress').week_activities,
      },
      coachingWeek(4, 'Locked', false),
    ],
    ...overrides,
  });

function renderAt(
  url: string,
  coaching: SubscribedCoachingDetail & { client?: StaffCoachingClient },
  handlers: Record<string, ApiHandler> = {},
) {
  const { fetchMock } = renderSignedIn(
    [
      { path: '/staff/coaching/:id', Component: StaffCoachingPage },
      { path: '/staff/coaching/:id/weeks/:week', Component: CoachingWeekEditorPage },
    ],
    url,
    {
      'GET /staff/coaching-subscriptions/c1': () => ({
        body: staffCoachingDetailReply.parse({ status: 'success', subscription: { client, ...coaching } }),
      }),
      'GET /staff/coaching-subscriptions/c1/week-sources': () => ({
        body: {
          status: 'success',
          templates: [
            {
              _id: 't1',
              title: 'Strength Block',
              weeks: 1,
              activities: [
                {
                  week: 1,
                  day: 2,
                  movement: 'Front Squat',
                  intensity: 'RPE 7',
                  sets: '3',
                  reps: '5',
                  tempo: '',
                  rest: '2 min',
                  note: '',
                },
              ],
            },
          ],
        },
      }),
      ...handlers,
    },
    trainer,
  );
  return fetchMock;
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('Staff: a coaching client', () => {
  it('names the client under the coaching’s title, with their email and phone, and in the page title', async () => {
    renderAt('/staff/coaching/c1', loggedCoaching());
    const whose = await screen.findByRole('group', { name: 'Client: Maya Lama' });
    expect(within(whose).getByText('Maya Lama')).toBeInTheDocument();
    expect(within(whose).getByText('maya.lama@example.com')).toBeInTheDocument();
    expect(within(whose).getByRole('link', { name: 'Call Maya Lama: 984-1234567' })).toHaveAttribute(
      'href',
      'tel:+9779841234567',
    );
    const title = loggedCoaching().coaching.title;
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain(`${title}: Maya Lama`));
  });

  it('says so when the client’s account is gone', async () => {
    renderAt('/staff/coaching/c1', { ...loggedCoaching(), client: null });
    expect(await screen.findByText('Client: account removed')).toBeInTheDocument();
    expect(screen.queryByText('Maya Lama')).not.toBeInTheDocument();
  });

  it('lists the weeks with whether the client sees each, and links to write them', async () => {
    renderAt('/staff/coaching/c1', loggedCoaching());
    const weeks = await screen.findByRole('region', { name: 'Weeks' });
    const rows = within(weeks).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Published',
      'Published',
      'Draft',
      'Not written',
    ]);
    expect(within(weeks).getByRole('link', { name: 'Edit Week 4' })).toHaveAttribute(
      'href',
      '/staff/coaching/c1/weeks/4',
    );
  });

  it('suggests next week’s load from what was logged and accepts it with one click', async () => {
    const user = userEvent.setup(fastUser);
    const fetchMock = renderAt('/staff/coaching/c1', loggedCoaching(), {
      'POST /staff/coaching-subscriptions/c1/activities/sq1/accept-load': () => ({
        body: {
          status: 'success',
          message: 'Week 2: Back Squat planned at 102.5 kg',
          subscription: loggedCoaching(),
          planned_load: '102.5 kg',
          week: 2,
        },
      }),
    });
    const suggestions = await screen.findByRole('region', { name: 'Load suggestions for week 2' });
    expect(within(suggestions).getByText('Day 1, Back Squat: 102.5 kg')).toBeInTheDocument();
    // The plank logged nothing: no suggestion.
    expect(within(suggestions).queryByText(/Plank/)).not.toBeInTheDocument();
    await user.click(
      within(suggestions).getByRole('button', { name: 'Accept 102.5 kg for Back Squat into week 2' }),
    );
    expect(await screen.findByText('Week 2: Back Squat planned at 102.5 kg')).toBeInTheDocument();
    expect(
      callsTo(fetchMock, 'POST /staff/coaching-subscriptions/c1/activities/sq1/accept-load'),
    ).toHaveLength(1);
  });

  it('approves the week asked for', async () => {
    const user = userEvent.setup(fastUser);
    const coaching = loggedCoaching({
      week_completed_req: {
        _id: 'wr1',
        weeks_completed: '1',
        remarks: 'Heavy but good',
        status: 'Open',
        note: null,
        skipped_activities: [],
        skip_reason: null,
        createdAt: '2025-03-16T09:00:00.000Z',
      },
    });
    const fetchMock = renderAt('/staff/coaching/c1', coaching, {
      'POST /staff/coaching-week-requests/wr1/approve': () => ({
        body: { status: 'success', message: 'Week 1 approved', subscription: coaching },
      }),
    });
    expect(await screen.findByText('Heavy but good')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return with a Note' }));
    expect(screen.getByText('Note is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve Week 1' }));
    expect(await screen.findByText('Week 1 approved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /staff/coaching-week-requests/wr1/approve')).toHaveLength(1);
  });

  it('shows the weight progress chart once a weight is logged, and an empty state before', async () => {
    renderAt('/staff/coaching/c1', loggedCoaching());
    const progress = await screen.findByRole('region', { name: 'Weight progress' });
    expect(await within(progress).findByRole('combobox', { name: 'Movement' })).toHaveValue('Back Squat');
    expect(within(progress).getByText('Back Squat: Week 1 100 kg')).toBeInTheDocument();
  });

  it('says so when the client logged no weight', async () => {
    renderAt('/staff/coaching/c1', subscribedCoachingDetail());
    const progress = await screen.findByRole('region', { name: 'Weight progress' });
    expect(within(progress).getByText('The client has not logged a weight yet.')).toBeInTheDocument();
  });
});

describe('Staff: the coaching week editor', () => {
  it('copies an earlier week, reorders by keyboard and publishes the week in that order', async () => {
    const user = userEvent.setup(fastUser);
    const fetchMock = renderAt('/staff/coaching/c1/weeks/4', loggedCoaching(), {
      'PUT /staff/coaching-subscriptions/c1/weeks/4': () => ({
        body: { ...subscribedCoachingDetailReplyOf(loggedCoaching()), message: 'Week 4 published' },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Week 4 of 4' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Copy a week from' })).not.toBeDisabled(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Copy a week from' }), 'week:1');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const day1 = screen.getByRole('region', { name: 'Day 1' });
    expect(within(day1).getByRole('textbox', { name: 'Day 1, exercise 1: Movement' })).toHaveValue(
      'Back Squat',
    );
    await user.type(within(day1).getByRole('textbox', { name: 'Day 1, exercise 2: Planned load' }), '20 kg');

    within(day1).getByRole('button', { name: 'Move Plank up' }).focus();
    await user.keyboard('{Enter}');
    expect(within(day1).getByRole('textbox', { name: 'Day 1, exercise 1: Movement' })).toHaveValue('Plank');

    await user.click(screen.getByRole('button', { name: 'Publish Week 4' }));
    expect(await screen.findByText('Week 4 published')).toBeInTheDocument();
    const [put] = callsTo(fetchMock, 'PUT /staff/coaching-subscriptions/c1/weeks/4');
    expect(put!.body).toMatchObject({
      published: true,
      activities: [
        { day: 1, movement: 'Plank', planned_load: '20 kg' },
        { day: 1, movement: 'Back Squat', intensity: 'RPE 8', planned_load: '' },
      ],
    });
  });

  it('copies a template week, and will not save an exercise without a movement', async () => {
    const user = userEvent.setup(fastUser);
    const fetchMock = renderAt('/staff/coaching/c1/weeks/4', loggedCoaching());
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Strength Block, week 1' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Copy a week from' }), 'template:t1:1');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const day2 = screen.getByRole('region', { name: 'Day 2' });
    expect(within(day2).getByRole('textbox', { name: 'Day 2, exercise 1: Movement' })).toHaveValue(
      'Front Squat',
    );
    await user.click(screen.getByRole('button', { name: 'Add exercise to Day 5' }));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(
      within(screen.getByRole('region', { name: 'Day 5' })).getByText('Movement is required'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /staff/coaching-subscriptions/c1/weeks/4')).toHaveLength(0);
  });

  it('does not edit a week the client has logged', async () => {
    renderAt('/staff/coaching/c1/weeks/1', loggedCoaching());
    expect(
      await screen.findByText(
        'The client has logged training in week 1: its exercises can no longer be replaced.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish Week 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Day 1, exercise 1: Movement' })).toBeDisabled();
  });
});
