import { notifications } from '@mantine/notifications';
import { TRAINING_TEXTS } from '@oxstrength/shared/training';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fastUser } from '../../../testing/render-routes';
import {
  dayActivitiesReplyOf,
  dayActivityReplyOf,
  subscribedTemplateDetail,
  subscribedTemplateDetailReplyOf,
  subscribedTemplateReplyOf,
} from '../testing/training-fixtures';
import type { ScheduleWeek } from '@oxstrength/shared/contracts/training';
import { screenWidth } from '../../../components/testing/small-screen';
import { renderTraining } from '../testing/render-training';

const weekSection = (n: number) => screen.getByRole('region', { name: new RegExp(`^Week ${n}`) });

/** Opens a day's dialog and returns it. */
async function openDay(user: ReturnType<typeof userEvent.setup>, week: number, day: number) {
  await user.click(await screen.findByRole('button', { name: `Week ${week}, Day ${day}` }));
  return screen.findByRole('dialog', { name: 'Day Activity' });
}

const activity = (dialog: HTMLElement, movement: string) =>
  within(within(dialog).getByRole('group', { name: movement }));

// Toasts live in a store shared by the test files of a worker: leave none for the next file.
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

/** The detail with every activity of week 2 logged (an actual RPE): it may be completed with no skip reason. */
function loggedWeek2<T extends { schedule: ScheduleWeek[] }>(sub: T): T {
  return {
    ...sub,
    schedule: sub.schedule.map((w) =>
      w.week !== 2
        ? w
        : {
            ...w,
            week_activities: w.week_activities.map((d) => ({
              ...d,
              day_activities: d.day_activities.map((a) => ({ ...a, actual_rpe: 8 })),
            })),
          },
    ),
  };
}

describe('Template training detail', () => {
  it('shows a spinner, then BACK, the progress report and each week with its status', async () => {
    renderTraining('template', subscribedTemplateDetail());
    expect(screen.getByLabelText('Loading package')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Strength Block' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'BACK' })).toHaveAttribute('href', '/dashboard/packages');
    const report = screen.getByRole('region', { name: 'Progress Report' });
    expect(within(report).getByText('Currently on: Week 2')).toBeInTheDocument();
    expect(within(report).getByText('1 of 4 weeks completed')).toBeInTheDocument();
    expect(within(report).getByRole('progressbar', { name: 'Training progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );

    expect(within(weekSection(1)).getByText('Completed')).toBeInTheDocument();
    expect(within(weekSection(2)).getByText('In Progress')).toBeInTheDocument();
    for (const n of [3, 4]) {
      const locked = within(weekSection(n));
      expect(locked.getByText('Locked')).toBeInTheDocument();
      expect(
        locked.getByText(`This week is locked. Complete Week ${n - 1} to unlock it.`),
      ).toBeInTheDocument();
      expect(locked.queryByRole('button')).not.toBeInTheDocument();
    }
    // Days as rows: the week's table lists its days and movements.
    const days = within(weekSection(2)).getByRole('table', { name: 'Week 2 days' });
    expect(within(days).getByText('Back Squat, Bench Press')).toBeInTheDocument();
    // Only the week in progress can be completed; a completed week takes no entries.
    expect(within(weekSection(2)).getByRole('button', { name: 'Set as completed' })).toBeEnabled();
    expect(
      within(weekSection(1)).queryByRole('button', { name: 'Set as completed' }),
    ).not.toBeInTheDocument();
    expect(
      within(weekSection(1)).queryByRole('button', { name: 'Save Week Progress' }),
    ).not.toBeInTheDocument();
  });

  it('opens a day from the keyboard and shows every field of each activity, a dash when empty', async () => {
    const user = userEvent.setup(fastUser);
    const sub = subscribedTemplateDetail();
    sub.schedule[0]!.week_activities[0]!.day_activities[1] = {
      ...sub.schedule[0]!.week_activities[0]!.day_activities[1]!,
      actual_rpe: 8,
      weight_used: '60 kg',
      feedback: 'Heavy but fine',
    };
    renderTraining('template', sub);
    const dayButton = await screen.findByRole('button', { name: 'Week 1, Day 1' });
    dayButton.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Day Activity' });
    expect(within(dialog).getByText('Week 1 · Day 1')).toBeInTheDocument();

    const field = (group: ReturnType<typeof activity>, label: string) =>
      group.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    const squat = activity(dialog, 'Back Squat');
    expect(field(squat, 'Movement')).toBe('Back Squat');
    expect(field(squat, 'Intensity')).toBe('75%');
    expect(field(squat, 'Weight used')).toBe('-');
    expect(field(squat, 'Actual RPE')).toBe('-');
    expect(field(squat, 'Sets')).toBe('5');
    expect(field(squat, 'Reps')).toBe('5');
    expect(field(squat, 'Tempo')).toBe('-');
    expect(field(squat, 'Rest')).toBe('3 min');
    expect(field(squat, 'Note')).toBe('-');
    const bench = activity(dialog, 'Bench Press');
    expect(field(bench, 'Weight used')).toBe('60 kg');
    expect(field(bench, 'Actual RPE')).toBe('8');
    expect(field(bench, 'Tempo')).toBe('3-1-1');
    expect(field(bench, 'Note')).toBe('Pause on the chest');
    // A completed week is read-only: its feedback is shown, nothing can be entered.
    expect(within(dialog).getByText('Heavy but fine')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /save/i })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes a whole-number RPE from 0 to 10, then asks for feedback and saves one activity', async () => {
    const user = userEvent.setup(fastUser);
    const sub = subscribedTemplateDetail();
    const { fetchMock } = renderTraining('template', sub, {
      'POST /user/template/progress/w2-a1': (call) => ({
        body: dayActivityReplyOf({
          ...sub.schedule[1]!.week_activities[0]!.day_activities[0]!,
          ...(call.body as object),
        }),
      }),
    });
    const dialog = await openDay(user, 2, 1);
    const squat = activity(dialog, 'Back Squat');
    const rpe = squat.getByRole('textbox', { name: /Actual RPE/ });
    expect(
      within(dialog).queryByLabelText(/What's your feedback for the day training\?/),
    ).not.toBeInTheDocument();
    expect(squat.getByRole('button', { name: 'Save Back Squat' })).toBeDisabled();

    // Above 10 and negatives are ignored as they are typed.
    await user.type(rpe, '11');
    expect(rpe).toHaveValue('1');
    await user.clear(rpe);
    await user.type(rpe, '-7');
    expect(rpe).toHaveValue('7');

    // Once RPE exists the day's feedback field appears.
    expect(within(dialog).getByLabelText(/What's your feedback for the day training\?/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Feedback' })).toBeInTheDocument();

    await user.click(squat.getByRole('button', { name: 'Save Back Squat' }));
    expect(await screen.findByText(TRAINING_TEXTS.daySaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /user/template/progress/w2-a1')[0]!.body).toEqual({
      actual_rpe: 7,
      weight_used: null,
    });
    // The training reloads.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /subscribed/template/s1').length).toBeGreaterThan(1));
  });

  it('shows the server message when saving fails', async () => {
    const user = userEvent.setup(fastUser);
    renderTraining('template', subscribedTemplateDetail(), {
      'POST /user/template/progress/w2-a3': () => ({
        status: 422,
        body: { status: 'error', message: 'This week is not in progress' },
      }),
    });
    const dialog = await openDay(user, 2, 2);
    await user.type(activity(dialog, 'Deadlift').getByRole('textbox', { name: /Weight used/ }), '100 kg');
    await user.click(within(dialog).getByRole('button', { name: 'Save Deadlift' }));
    expect(await screen.findByText('This week is not in progress')).toBeInTheDocument();
  });

  it('requires feedback, then saves it with the day and thanks the client', async () => {
    const user = userEvent.setup(fastUser);
    let sub = subscribedTemplateDetail();
    sub.schedule[1]!.week_activities[0]!.day_activities[0]!.actual_rpe = 7;
    const { fetchMock } = renderTraining('template', () => ({ body: subscribedTemplateDetailReplyOf(sub) }), {
      'PUT /user/template/progress/bulk': (call) => {
        const { week_progresses } = call.body as { week_progresses: { _id: string; feedback: string }[] };
        const next = structuredClone(sub);
        for (const a of next.schedule[1]!.week_activities[0]!.day_activities)
          a.feedback = week_progresses.find((p) => p._id === a._id)?.feedback ?? a.feedback;
        sub = next;
        return { body: dayActivitiesReplyOf(next.schedule[1]!.week_activities[0]!.day_activities) };
      },
    });
    let dialog = await openDay(user, 2, 1);
    // RPE is recorded: the feedback field is there from the start.
    const feedback = within(dialog).getByLabelText(/What's your feedback for the day training\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Add Feedback' }));
    expect(await within(dialog).findByText(TRAINING_TEXTS.feedbackRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /user/template/progress/bulk')).toHaveLength(0);

    await user.type(feedback, 'Felt strong');
    await user.click(within(dialog).getByRole('button', { name: 'Add Feedback' }));
    expect(await screen.findByText(TRAINING_TEXTS.feedbackThanks)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, 'PUT /user/template/progress/bulk')[0]!.body).toEqual({
      subscription: 's1',
      // Feedback is kept only with RPE or weight: the bench press has neither.
      week_progresses: [{ _id: 'w2-a1', feedback: 'Felt strong' }],
    });

    // Reloaded: the day now has feedback, which can be updated.
    await waitFor(() =>
      expect(within(weekSection(2)).getAllByRole('cell', { name: 'Given' }).length).toBeGreaterThan(0),
    );
    dialog = await openDay(user, 2, 1);
    expect(within(dialog).getByLabelText(/What's your feedback for the day training\?/)).toHaveValue(
      'Felt strong',
    );
    expect(within(dialog).getByRole('button', { name: 'Update Feedback' })).toBeInTheDocument();
  });

  it('saves entries not saved yet together with the feedback', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderTraining('template', subscribedTemplateDetail(), {
      'PUT /user/template/progress/bulk': () => ({ body: dayActivitiesReplyOf([]) }),
    });
    const dialog = await openDay(user, 2, 1);
    await user.type(activity(dialog, 'Bench Press').getByRole('textbox', { name: /Weight used/ }), '60 kg');
    await user.type(within(dialog).getByLabelText(/What's your feedback for the day training\?/), 'Smooth');
    await user.click(within(dialog).getByRole('button', { name: 'Add Feedback' }));
    expect(await screen.findByText(TRAINING_TEXTS.feedbackThanks)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /user/template/progress/bulk')[0]!.body).toEqual({
      subscription: 's1',
      week_progresses: [{ _id: 'w2-a2', actual_rpe: null, weight_used: '60 kg', feedback: 'Smooth' }],
    });
  });

  it('takes a half RPE (7.5) and ignores other fractions (decision 036)', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderTraining('template', subscribedTemplateDetail(), {
      'PUT /user/template/progress/bulk': () => ({ body: dayActivitiesReplyOf([]) }),
    });
    const dialog = await openDay(user, 2, 1);
    const rpe = activity(dialog, 'Back Squat').getByRole('textbox', { name: /Actual RPE/ });
    expect(activity(dialog, 'Back Squat').getByText('0 to 10, in steps of 0.5')).toBeInTheDocument();
    await user.type(rpe, '7.3');
    expect(rpe).toHaveValue('7.');
    await user.clear(rpe);
    await user.type(rpe, '7.5');
    expect(rpe).toHaveValue('7.5');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(weekSection(2)).getByRole('button', { name: 'Save Week Progress' }));
    expect(await screen.findByText(TRAINING_TEXTS.daySaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /user/template/progress/bulk')[0]!.body).toEqual({
      subscription: 's1',
      week_progresses: [{ _id: 'w2-a1', actual_rpe: 7.5, weight_used: null }],
    });
  });

  it('keeps entries across days and saves the whole week at once', async () => {
    const user = userEvent.setup(fastUser);
    const { fetchMock } = renderTraining('template', subscribedTemplateDetail(), {
      'PUT /user/template/progress/bulk': () => ({ body: dayActivitiesReplyOf([]) }),
    });
    const saveWeek = () => within(weekSection(2)).getByRole('button', { name: 'Save Week Progress' });
    expect(await screen.findByRole('button', { name: 'Save Week Progress' })).toBeDisabled();

    let dialog = await openDay(user, 2, 1);
    await user.type(activity(dialog, 'Back Squat').getByRole('textbox', { name: /Actual RPE/ }), '8');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDay(user, 2, 2);
    await user.type(activity(dialog, 'Deadlift').getByRole('textbox', { name: /Weight used/ }), ' 140 kg ');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(within(weekSection(2)).getByText('2 entries are not saved yet.')).toBeInTheDocument();
    await user.click(saveWeek());
    expect(await screen.findByText(TRAINING_TEXTS.daySaved)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /user/template/progress/bulk')[0]!.body).toEqual({
      subscription: 's1',
      week_progresses: [
        { _id: 'w2-a1', actual_rpe: 8, weight_used: null },
        { _id: 'w2-a3', actual_rpe: null, weight_used: '140 kg' },
      ],
    });
    await waitFor(() => expect(saveWeek()).toBeDisabled());
  });

  it('asks for remarks before completing a week, then shows Completion Requested and congratulates', async () => {
    const user = userEvent.setup(fastUser);
    let sub = loggedWeek2(subscribedTemplateDetail());
    const { fetchMock } = renderTraining('template', () => ({ body: subscribedTemplateDetailReplyOf(sub) }), {
      'POST /subscribed/template/week/completion': (call) => {
        const { remarks } = call.body as { remarks: string };
        sub = loggedWeek2(
          subscribedTemplateDetail({
            week_completed_req: {
              _id: 'r1',
              weeks_completed: '2',
              remarks,
              status: 'Open',
              note: null,
              skipped_activities: [],
              skip_reason: null,
              createdAt: '2025-03-20T09:00:00.000Z',
            },
          }),
        );
        return { body: subscribedTemplateReplyOf(sub) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set as completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Week 2' });
    const submit = within(dialog).getByRole('button', { name: 'Complete Training' });
    expect(submit).toBeDisabled();
    const remarks = within(dialog).getByLabelText(/What's your feedback for the training format\?/);
    await user.click(remarks);
    await user.tab();
    expect(await within(dialog).findByText(TRAINING_TEXTS.remarksRequired)).toBeInTheDocument();
    await user.type(remarks, 'Good volume, hard Fridays');
    expect(submit).toBeEnabled();
    await user.click(submit);

    const congrats = await screen.findByRole('dialog', { name: TRAINING_TEXTS.congratulations(2) });
    expect(
      within(congrats).getByText(
        'Your week 2 completion is kept under review. The next training will be available after the review.',
      ),
    ).toBeInTheDocument();
    expect(within(congrats).getByRole('link', { name: 'Explore Coachings' })).toHaveAttribute(
      'href',
      '/coaching',
    );
    expect(callsTo(fetchMock, 'POST /subscribed/template/week/completion')[0]!.body).toEqual({
      subscription: 's1',
      weeks_completed: '2',
      remarks: 'Good volume, hard Fridays',
    });

    await user.click(within(congrats).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const week = within(weekSection(2));
    expect(week.getByRole('button', { name: 'Completion Requested' })).toBeDisabled();
    expect(week.queryByRole('button', { name: 'Set as completed' })).not.toBeInTheDocument();
    // Under review, the week takes no more entries.
    expect(week.queryByRole('button', { name: 'Save Week Progress' })).not.toBeInTheDocument();
    const day = await openDay(user, 2, 1);
    expect(within(day).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('explores coachings from the congratulation', async () => {
    const user = userEvent.setup(fastUser);
    const sub = loggedWeek2(subscribedTemplateDetail());
    renderTraining('template', sub, {
      'POST /subscribed/template/week/completion': () => ({ body: subscribedTemplateReplyOf(sub) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Set as completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Week 2' });
    await user.type(within(dialog).getByRole('textbox'), 'Done');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Training' }));
    const congrats = await screen.findByRole('dialog', { name: TRAINING_TEXTS.congratulations(2) });
    await user.click(within(congrats).getByRole('link', { name: 'Explore Coachings' }));
    expect(await screen.findByText('Coaching list')).toBeInTheDocument();
  });

  it('lists the activities with no log and asks why they were skipped before completing the week', async () => {
    const user = userEvent.setup(fastUser);
    // Week 2: the squat and the bench press logged, the deadlift (day 2) not.
    const sub = subscribedTemplateDetail();
    const partly = {
      ...sub,
      schedule: sub.schedule.map((w) =>
        w.week !== 2
          ? w
          : {
              ...w,
              week_activities: w.week_activities.map((d) =>
                d.day === 1
                  ? { ...d, day_activities: d.day_activities.map((a) => ({ ...a, actual_rpe: 8 })) }
                  : d,
              ),
            },
      ),
    };
    const { fetchMock } = renderTraining('template', partly, {
      'POST /subscribed/template/week/completion': () => ({ body: subscribedTemplateReplyOf(sub) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Set as completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Week 2' });
    expect(
      within(dialog).getByText('1 activity has no log this week: log it, or say why you skipped it'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Day 2: Deadlift')).toBeInTheDocument();
    expect(within(dialog).queryByText('Day 1: Back Squat')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/What's your feedback/), 'Good week');
    const submit = within(dialog).getByRole('button', { name: 'Complete Training' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Why you skipped them/), 'Back was tight');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await screen.findByRole('dialog', { name: TRAINING_TEXTS.congratulations(2) });
    expect(callsTo(fetchMock, 'POST /subscribed/template/week/completion')[0]!.body).toEqual({
      subscription: 's1',
      weeks_completed: '2',
      remarks: 'Good week',
      skip_reason: 'Back was tight',
    });
  });

  it('shows the server message when the completion request fails', async () => {
    const user = userEvent.setup(fastUser);
    renderTraining('template', loggedWeek2(subscribedTemplateDetail()), {
      'POST /subscribed/template/week/completion': () => ({
        status: 409,
        body: { status: 'error', message: 'A request for this week is already open' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Set as completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Week 2' });
    await user.type(within(dialog).getByRole('textbox'), 'Done');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Training' }));
    expect(await screen.findByText('A request for this week is already open')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Complete Week 2' })).toBeInTheDocument();
  });

  it("shows a returned request's note and lets the client ask again", async () => {
    renderTraining(
      'template',
      subscribedTemplateDetail({
        week_completed_req: {
          _id: 'r1',
          weeks_completed: '2',
          remarks: 'Done',
          status: 'Returned',
          note: 'Please log Friday first.',
          skipped_activities: [],
          skip_reason: null,
          createdAt: '2025-03-20T09:00:00.000Z',
        },
      }),
    );
    expect(await screen.findByText('Week 2 completion was returned')).toBeInTheDocument();
    expect(screen.getByText('Please log Friday first.')).toBeInTheDocument();
    expect(within(weekSection(2)).getByRole('button', { name: 'Set as completed' })).toBeEnabled();
  });

  it('says Training Completed once every week is done', async () => {
    renderTraining('template', subscribedTemplateDetail({ status: 'Completed', weeks_completed: 4 }));
    const report = await screen.findByRole('region', { name: 'Progress Report' });
    expect(within(report).getByText('Training Completed')).toBeInTheDocument();
    expect(within(report).getByText('4 of 4 weeks completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set as completed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Week Progress' })).not.toBeInTheDocument();
  });

  it('shows the status message instead of the schedule of a package that is not active', async () => {
    renderTraining(
      'template',
      subscribedTemplateDetail({ status: 'Consultation Completed', weeks_completed: 0, schedule: [] }),
    );
    expect(await screen.findByText(TRAINING_TEXTS.completedConsultationHover)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Progress Report' })).not.toBeInTheDocument();
  });

  it('stacks the days as cards on a phone, and the day dialog fills the screen', async () => {
    const restore = screenWidth(360);
    try {
      const user = userEvent.setup(fastUser);
      renderTraining('template', subscribedTemplateDetail());
      const days = await within(await screen.findByRole('region', { name: /^Week 2/ })).findByRole('list', {
        name: 'Week 2 days',
      });
      expect(within(days).getAllByRole('listitem')).toHaveLength(2);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const dialog = await openDay(user, 2, 1);
      expect(dialog.closest('.mantine-Modal-content')).toHaveAttribute('data-full-screen', 'true');
    } finally {
      restore();
    }
  });

  it('says when the package does not exist, with a way back', async () => {
    renderTraining('template', () => ({
      status: 404,
      body: { status: 'error', message: 'Subscription not found' },
    }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Package not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Templates' })).toHaveAttribute(
      'href',
      '/dashboard/packages',
    );
  });

  it('offers another try when loading fails', async () => {
    const user = userEvent.setup(fastUser);
    let fail = true;
    renderTraining('template', () =>
      fail
        ? { status: 500, body: { status: 'error', message: 'Something went wrong' } }
        : { body: subscribedTemplateDetailReplyOf(subscribedTemplateDetail()) },
    );
    expect(await screen.findByText('This package could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Strength Block' })).toBeInTheDocument();
  });
});
