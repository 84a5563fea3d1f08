import { count, eq, and } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, testAppForFile, requests } from '../../../test/test-app';
import { subscriptionDayActivities, weekCompletionRequests } from '../../db/schema/subscriptions';
import { approveWeek, returnWeek, setInactive } from './template-staff.service';
import { activeSubscription, makeClient, STAFF, weekActivityIds } from './template-training-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';

/**
 * Following an Active template: logging progress on day activities (one, or many at once), asking for a week
 * to be marked complete, and staff approving or returning it.
 */

const t = testAppForFile();

const call = requests(t);

type Activity = { _id: string; movement: string; actual_rpe: number | null; weight_used: string | null };
type Week = { week: number; status: string; week_activities: { day: number; day_activities: Activity[] }[] };

const detail = async (token: string, id: string) => {
  const res = await call('GET', `/subscribed/template/${id}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().subscription as {
    status: string;
    weeks_completed: number;
    schedule: Week[];
    week_completed_req: null | { _id: string; status: string; weeks_completed: string; note: string | null };
  };
};

/** The ids of a week's activities, in schedule order (read straight from the table, even for locked weeks). */
const activityIds = (subscriptionId: string, week: number) => weekActivityIds(t.db, subscriptionId, week);

const activityRow = async (id: string) =>
  (await t.db.select().from(subscriptionDayActivities).where(eq(subscriptionDayActivities.id, id)))[0];

const progress = (token: string, id: string, body: unknown) =>
  call('POST', `/user/template/progress/${id}`, token, body);
const bulk = (token: string, subscription: string, week_progresses: unknown[]) =>
  call('PUT', '/user/template/progress/bulk', token, { subscription, week_progresses });
/** Asks for week `weeks_completed`; the skip reason covers activities the test did not log (issue 36). */
const askWeek = (
  token: string,
  subscription: string,
  weeks_completed: unknown,
  remarks = 'All sets done',
  skip_reason: string | null = 'Missed a session',
) =>
  call('POST', '/subscribed/template/week/completion', token, {
    subscription,
    weeks_completed,
    remarks,
    skip_reason,
  });

/** Asks for the week in progress and has staff approve it. */
async function completeWeek(token: string, subscription: string, week: number) {
  const res = await askWeek(token, subscription, String(week));
  expect(res.statusCode).toBe(200);
  return approveWeek(t.db, res.json().subscription.week_completed_req._id, STAFF);
}

const FEEDBACK_NEEDS_EFFORT = 'Record your actual RPE or the weight used before adding feedback';

describe('POST /user/template/progress/{id}', () => {
  it('saves actual RPE, weight used and feedback on a day of the week in progress', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const [first] = await activityIds(sub.id, 1);

    const res = await progress(client.token, first, { actual_rpe: '8', weight_used: ' 60 kg ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Day progress saved.',
      activity: {
        _id: first,
        movement: 'Squat W1D1',
        intensity: 'RPE 7',
        note: 'Brace hard',
        planned_load: '',
        reps: '5',
        rest: '2 min',
        sets: '3',
        tempo: '3-1-1',
        actual_rpe: 8,
        weight_used: '60 kg',
        feedback: null,
      },
    });
    expect((await activityRow(first)).loggedAt).toBeInstanceOf(Date);

    // A field left out stays; feedback thanks the client.
    const feedback = await progress(client.token, first, { feedback: 'Felt strong' });
    expect(feedback.statusCode).toBe(200);
    expect(feedback.json()).toMatchObject({
      message: 'Thank you for your feedback',
      activity: { actual_rpe: 8, weight_used: '60 kg', feedback: 'Felt strong' },
    });

    // null or "" clears a field.
    const cleared = await progress(client.token, first, { actual_rpe: null, weight_used: '' });
    expect(cleared.statusCode).toBe(422);
    expect(cleared.json()).toEqual({
      status: 'error',
      message: FEEDBACK_NEEDS_EFFORT,
      errors: { feedback: FEEDBACK_NEEDS_EFFORT },
    });
    const clearedAll = await progress(client.token, first, {
      actual_rpe: null,
      weight_used: '',
      feedback: null,
    });
    expect(clearedAll.json().activity).toMatchObject({ actual_rpe: null, weight_used: null, feedback: null });

    const shown = (await detail(client.token, sub.id)).schedule[0].week_activities[0].day_activities[0];
    expect(shown).toMatchObject({ _id: first, actual_rpe: null, feedback: null });
  });

  it('takes feedback only with an actual RPE or a weight used (saved before or in the same call)', async () => {
    const { client, sub } = await activeSubscription(t.app, 1);
    const [a, b] = await activityIds(sub.id, 1);

    const alone = await progress(client.token, a, { feedback: 'Nice' });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().errors).toEqual({ feedback: FEEDBACK_NEEDS_EFFORT });
    expect((await activityRow(a)).feedback).toBeNull();

    expect((await progress(client.token, a, { actual_rpe: 0, feedback: 'Easy' })).statusCode).toBe(200);
    expect((await progress(client.token, b, { weight_used: '40 kg', feedback: 'Fine' })).statusCode).toBe(
      200,
    );
  });

  it('keeps a half RPE as logged (7.5, or "9.5" as text), without loss (decision 036)', async () => {
    const { client, sub } = await activeSubscription(t.app, 1);
    const [a, b] = await activityIds(sub.id, 1);
    const half = await progress(client.token, a, { actual_rpe: 7.5 });
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json().activity.actual_rpe).toBe(7.5);
    expect((await activityRow(a)).actualRpe).toBe(7.5);
    const text = await bulk(client.token, sub.id, [{ _id: b, actual_rpe: '9.5' }]);
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().activities[0].actual_rpe).toBe(9.5);
    expect((await activityRow(b)).actualRpe).toBe(9.5);
  });

  it('refuses bad values with 422 and the field’s message', async () => {
    const { client, sub } = await activeSubscription(t.app, 1);
    const [a] = await activityIds(sub.id, 1);
    const rpe = 'Actual RPE must be from 0 to 10 in steps of 0.5';
    const cases: [unknown, string, string][] = [
      [{ actual_rpe: 11 }, 'actual_rpe', rpe],
      [{ actual_rpe: 10.5 }, 'actual_rpe', rpe],
      [{ actual_rpe: -1 }, 'actual_rpe', rpe],
      [{ actual_rpe: -0.5 }, 'actual_rpe', rpe],
      [{ actual_rpe: 7.3 }, 'actual_rpe', rpe],
      [{ actual_rpe: '7.25' }, 'actual_rpe', rpe],
      [{ actual_rpe: 'hard' }, 'actual_rpe', rpe],
      [{ actual_rpe: true }, 'actual_rpe', rpe],
      [{ weight_used: 'x'.repeat(41) }, 'weight_used', 'Weight used must be at most 40 characters'],
      [{ actual_rpe: 5, feedback: 42 }, 'feedback', 'Feedback must be text'],
      [{ actual_rpe: 5, feedback: 'x'.repeat(1001) }, 'feedback', 'Feedback must be at most 1000 characters'],
    ];
    for (const [body, field, message] of cases) {
      const res = await progress(client.token, a, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    }
    expect((await activityRow(a)).loggedAt).toBeNull();
  });

  it('refuses completed and locked weeks, and any week of a template that is not Active', async () => {
    const { client, sub } = await activeSubscription(t.app, 3);
    const week1 = await activityIds(sub.id, 1);
    const week3 = await activityIds(sub.id, 3);
    await completeWeek(client.token, sub.id, 1);

    const completed = await progress(client.token, week1[0], { actual_rpe: 6 });
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toEqual({
      status: 'error',
      message: 'Week 1 is completed and can no longer be changed',
    });
    const locked = await progress(client.token, week3[0], { actual_rpe: 6 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Week 3 is locked. Complete week 2 first');

    await setInactive(t.db, sub.id, STAFF, 'Injury');
    const [week2] = await activityIds(sub.id, 2);
    const inactive = await progress(client.token, week2, { actual_rpe: 6 });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('You can log your training only while this template is active');
    expect((await activityRow(week2)).actualRpe).toBeNull();
  });

  it('freezes the week while its completion request is open, and opens it again when staff return it', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const [a] = await activityIds(sub.id, 1);
    const asked = await askWeek(client.token, sub.id, '1');
    expect(asked.statusCode).toBe(200);

    const frozen = await progress(client.token, a, { actual_rpe: 9 });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe(
      'Week 1 is waiting for review. You can change it again once our team has reviewed it',
    );
    const frozenBulk = await bulk(client.token, sub.id, [{ _id: a, actual_rpe: 9 }]);
    expect(frozenBulk.statusCode).toBe(409);

    await returnWeek(t.db, asked.json().subscription.week_completed_req._id, STAFF, 'Log your squat weights');
    expect((await progress(client.token, a, { actual_rpe: 9 })).statusCode).toBe(200);
  });

  it("answers 404 for another user's activity and a malformed id, 401 to a visitor", async () => {
    const { sub } = await activeSubscription(t.app, 1);
    const [a] = await activityIds(sub.id, 1);
    const other = await makeClient(t.app);
    for (const id of [a, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await progress(other.token, id, { actual_rpe: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'Day activity not found' });
    }
    expect((await progress('', a, { actual_rpe: 5 })).statusCode).toBe(401);
    expect((await activityRow(a)).actualRpe).toBeNull();
  });
});

describe('PUT /user/template/progress/bulk', () => {
  it('saves several day activities at once and answers them in the order sent', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const ids = await activityIds(sub.id, 1);

    const res = await bulk(client.token, sub.id, [
      { _id: ids[3], actual_rpe: 7, weight_used: '50 kg', feedback: 'Good' },
      { _id: ids[0], actual_rpe: '6' },
      { _id: ids[1], weight_used: '30 kg' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Thank you for your feedback');
    expect(body.activities.map((a: Activity) => [a._id, a.actual_rpe, a.weight_used])).toEqual([
      [ids[3], 7, '50 kg'],
      [ids[0], 6, null],
      [ids[1], null, '30 kg'],
    ]);
    const withoutFeedback = await bulk(client.token, sub.id, [{ _id: ids[2], actual_rpe: 5 }]);
    expect(withoutFeedback.json().message).toBe('Day progress saved.');
  });

  it('saves nothing when one id is not of that subscription (404), one week is locked (409) or one feedback is refused (422)', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const ids = await activityIds(sub.id, 1);
    const [locked] = await activityIds(sub.id, 2);
    const { sub: otherSub } = await activeSubscription(t.app, 1);
    const [foreign] = await activityIds(otherSub.id, 1);

    const notOurs = await bulk(client.token, sub.id, [
      { _id: ids[0], actual_rpe: 5 },
      { _id: foreign, actual_rpe: 5 },
    ]);
    expect(notOurs.statusCode).toBe(404);
    expect(notOurs.json()).toEqual({ status: 'error', message: 'Day activity not found' });

    const lockedWeek = await bulk(client.token, sub.id, [
      { _id: ids[0], actual_rpe: 5 },
      { _id: locked, actual_rpe: 5 },
    ]);
    expect(lockedWeek.statusCode).toBe(409);
    expect(lockedWeek.json().message).toBe('Week 2 is locked. Complete week 1 first');

    const feedback = await bulk(client.token, sub.id, [
      { _id: ids[0], actual_rpe: 5 },
      { _id: ids[1], feedback: 'No numbers' },
    ]);
    expect(feedback.statusCode).toBe(422);
    expect(feedback.json()).toEqual({
      status: 'error',
      message: FEEDBACK_NEEDS_EFFORT,
      errors: { 'week_progresses.1.feedback': FEEDBACK_NEEDS_EFFORT },
    });

    for (const id of [ids[0], ids[1], foreign, locked]) {
      const row = await activityRow(id);
      expect([row.actualRpe, row.feedback, row.loggedAt]).toEqual([null, null, null]);
    }
  });

  it('refuses another user’s subscription (404), a visitor (401) and bad bodies (422), over 100 items among them', async () => {
    const { client, sub } = await activeSubscription(t.app, 1);
    const ids = await activityIds(sub.id, 1);
    const other = await makeClient(t.app);

    const theirs = await bulk(other.token, sub.id, [{ _id: ids[0], actual_rpe: 5 }]);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Subscription not found');
    expect((await bulk('', sub.id, [{ _id: ids[0], actual_rpe: 5 }])).statusCode).toBe(401);

    const many = Array.from({ length: 101 }, () => ({ _id: crypto.randomUUID(), actual_rpe: 5 }));
    const cases: [unknown, string, string][] = [
      [
        { subscription: sub.id, week_progresses: many },
        'week_progresses',
        'At most 100 day activities at once',
      ],
      [{ subscription: sub.id, week_progresses: [] }, 'week_progresses', 'week_progresses must not be empty'],
      [
        { subscription: sub.id, week_progresses: [{ _id: ids[0] }, { _id: ids[0] }] },
        'week_progresses',
        'Each day activity at most once',
      ],
      [{ subscription: sub.id, week_progresses: 'all' }, 'week_progresses', 'week_progresses must be a list'],
      [
        { subscription: 'mine', week_progresses: [{ _id: ids[0] }] },
        'subscription',
        'subscription must be a subscription id',
      ],
      [
        { subscription: sub.id, week_progresses: [{ _id: 'x' }] },
        'week_progresses.0._id',
        '_id must be a day activity id',
      ],
      [
        { subscription: sub.id, week_progresses: [{ _id: ids[0], actual_rpe: 12 }] },
        'week_progresses.0.actual_rpe',
        'Actual RPE must be from 0 to 10 in steps of 0.5',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('PUT', '/user/template/progress/bulk', client.token, body);
      expect(res.statusCode, field).toBe(422);
      expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    }
    // 100 is allowed by the schema (these ids are unknown: 404, not 422).
    expect((await bulk(client.token, sub.id, many.slice(1))).statusCode).toBe(404);
  });
});

describe('POST /subscribed/template/week/completion', () => {
  it('asks for the week in progress: the request shows as Open with the remarks', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const res = await askWeek(client.token, sub.id, '1', ' Hit every set ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Congratulations on Completing week 1 training',
      subscription: {
        _id: sub.id,
        status: 'Active',
        weeks_completed: 0,
        week_completed_req: {
          _id: expect.any(String),
          weeks_completed: '1',
          remarks: 'Hit every set',
          status: 'Open',
          note: null,
          createdAt: expect.any(String),
        },
      },
    });
    expect((await detail(client.token, sub.id)).week_completed_req).toMatchObject({ status: 'Open' });

    const again = await askWeek(client.token, sub.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'error', message: 'Week 1 is already waiting for review' });
  });

  it('needs a log on every activity of the week, or a reason for the skipped ones, which staff read', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const week1 = (await detail(client.token, sub.id)).schedule[0].week_activities.flatMap(
      (d: { day_activities: { _id: string }[] }) => d.day_activities.map((a) => a._id),
    ) as string[];
    expect(week1.length).toBeGreaterThan(1);
    // All but the last are logged (an RPE or a weight used).
    await bulk(
      client.token,
      sub.id,
      week1.slice(0, -1).map((_id, i) => (i % 2 ? { _id, weight_used: '60 kg' } : { _id, actual_rpe: 7 })),
    );
    const skipped = week1[week1.length - 1];
    const none = await askWeek(client.token, sub.id, '1', 'Done', null);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      skip_reason: '1 activity has no log this week: log it, or say why you skipped it',
    });
    const blank = await askWeek(client.token, sub.id, '1', 'Done', '  ');
    expect(blank.statusCode).toBe(422);

    const res = await askWeek(client.token, sub.id, '1', 'Done', 'Knee was sore on Friday');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription.week_completed_req).toMatchObject({
      skipped_activities: [skipped],
      skip_reason: 'Knee was sore on Friday',
    });
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/template-subscriptions/${sub.id}`,
      headers: auth(t.app.issueToken(await makeUser(t.db, { userType: 'Admin' }))),
    });
    expect(staffView.json().subscription.open_week_request).toMatchObject({
      week: 1,
      skipped_activities: [skipped],
      skip_reason: 'Knee was sore on Friday',
    });
  });

  it('asks with no reason when every activity of the week is logged', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const week1 = (await detail(client.token, sub.id)).schedule[0].week_activities.flatMap(
      (d: { day_activities: { _id: string }[] }) => d.day_activities.map((a) => a._id),
    ) as string[];
    await bulk(
      client.token,
      sub.id,
      week1.map((_id) => ({ _id, actual_rpe: 8 })),
    );
    const res = await askWeek(client.token, sub.id, '1', 'Every set done', null);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription.week_completed_req).toMatchObject({
      skipped_activities: [],
      skip_reason: null,
    });
  });

  it('takes only week weeks_completed + 1 (422), only while Active (409), and refuses bad bodies', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    for (const week of ['2', '3']) {
      const res = await askWeek(client.token, sub.id, week);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 'error',
        message: 'You are on week 1: only week 1 can be marked complete',
        errors: { weeks_completed: 'You are on week 1: only week 1 can be marked complete' },
      });
    }
    const bodies: [unknown, string, string][] = [
      [{ subscription: sub.id, weeks_completed: '1' }, 'remarks', 'Remarks is required'],
      [{ subscription: sub.id, weeks_completed: '1', remarks: '   ' }, 'remarks', 'Remarks is required'],
      [
        { subscription: sub.id, weeks_completed: 'one', remarks: 'x' },
        'weeks_completed',
        'weeks_completed must be a week number',
      ],
      [
        { subscription: sub.id, weeks_completed: '0', remarks: 'x' },
        'weeks_completed',
        'weeks_completed must be a week number',
      ],
      [
        { subscription: 'mine', weeks_completed: '1', remarks: 'x' },
        'subscription',
        'subscription must be a subscription id',
      ],
    ];
    for (const [body, field, message] of bodies) {
      const res = await call('POST', '/subscribed/template/week/completion', client.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    }

    const other = await makeClient(t.app);
    const theirs = await askWeek(other.token, sub.id, '1');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Subscription not found');
    expect((await askWeek('', sub.id, '1')).statusCode).toBe(401);

    await setInactive(t.db, sub.id, STAFF, 'Injury');
    const inactive = await askWeek(client.token, sub.id, '1');
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe(
      'You can ask for a week to be marked complete only while this template is active',
    );
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(weekCompletionRequests)
      .where(eq(weekCompletionRequests.subscriptionId, sub.id));
    expect(n).toBe(0);
  });

  it('makes exactly one Open request out of many concurrent ones; the others get 409', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => askWeek(client.token, sub.id, '1', `Attempt ${i}`)),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('Week 1 is already waiting for review');
    const open = await t.db
      .select()
      .from(weekCompletionRequests)
      .where(
        and(eq(weekCompletionRequests.subscriptionId, sub.id), eq(weekCompletionRequests.status, 'Open')),
      );
    expect(open).toHaveLength(1);
  });

  it('after staff return a request with a note the client sees it and may ask again', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const asked = await askWeek(client.token, sub.id, '1');
    const requestId = asked.json().subscription.week_completed_req._id;

    const returned = await returnWeek(t.db, requestId, STAFF, ' Please log your weights ');
    expect(returned.week_completed_req).toMatchObject({
      _id: requestId,
      status: 'Returned',
      note: 'Please log your weights',
    });
    expect((await detail(client.token, sub.id)).week_completed_req).toMatchObject({
      status: 'Returned',
      note: 'Please log your weights',
      weeks_completed: '1',
    });
    await expect(returnWeek(t.db, requestId, STAFF, 'Twice')).rejects.toMatchObject({
      statusCode: 409,
      message: 'This request is already Returned',
    });

    const again = await askWeek(client.token, sub.id, '1', 'Weights logged now');
    expect(again.statusCode).toBe(200);
    expect(again.json().subscription.week_completed_req).toMatchObject({
      status: 'Open',
      remarks: 'Weights logged now',
    });
    expect(again.json().subscription.week_completed_req._id).not.toBe(requestId);
  });

  it('approving weeks moves the client on; approving the last week completes the template', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const afterWeek1 = await completeWeek(client.token, sub.id, 1);
    expect(afterWeek1).toMatchObject({ status: 'Active', weeks_completed: 1, week_completed_req: null });
    const week2 = await detail(client.token, sub.id);
    expect(week2.schedule.map((w) => w.status)).toEqual(['Completed', 'In Progress']);

    const asked = await askWeek(client.token, sub.id, '2');
    const requestId = asked.json().subscription.week_completed_req._id;
    // Only staff approve.
    await expect(approveWeek(t.db, requestId, { actor: 'client' })).rejects.toMatchObject({
      statusCode: 409,
    });
    const done = await approveWeek(t.db, requestId, { actor: 'trainer', userId: null });
    expect(done).toMatchObject({ status: 'Completed', weeks_completed: 2, week_completed_req: null });
    await expect(approveWeek(t.db, requestId, STAFF)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This request is already Approved',
    });

    const finished = await detail(client.token, sub.id);
    expect(finished.status).toBe('Completed');
    expect(finished.schedule.map((w) => w.status)).toEqual(['Completed', 'Completed']);
    const [a] = await activityIds(sub.id, 2);
    const refused = await progress(client.token, a, { actual_rpe: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You can log your training only while this template is active');
    expect((await askWeek(client.token, sub.id, '3')).statusCode).toBe(409);

    const previous = await call('GET', '/subscribed/templates?expired=true', client.token);
    expect(previous.json().subscriptions.map((s: { _id: string }) => s._id)).toEqual([sub.id]);
  });
});
