import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, testAppForFile } from '../../../test/test-app';
import { subscriptionDayActivities } from '../../db/schema/subscriptions';
import { activeCoaching } from './coaching-training-fixtures';
import { approveWeek } from './template-staff.service';
import { activeSubscription, STAFF, weekActivityIds } from './template-training-fixtures';

/**
 * Progress edits that carry their edit time (edited_at), as the web app's queue of edits made with no signal
 * sends them (decision 022): the newest edit of a day activity stays, a replay changes nothing, and an edit
 * time ahead of the server's clock counts as now.
 */

const t = testAppForFile();

const call = (method: 'POST' | 'PUT', url: string, token: string, payload: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: auth(token), payload: payload as object });

const weekIds = (subscriptionId: string, week: number) => weekActivityIds(t.db, subscriptionId, week);

const row = async (id: string) =>
  (await t.db.select().from(subscriptionDayActivities).where(eq(subscriptionDayActivities.id, id)))[0]!;

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('template progress with edited_at', () => {
  it('keeps a newer save: an older edit replayed later changes nothing and says so', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const [a] = await weekIds(sub.id, 1);
    const save = (body: unknown) => call('POST', `/user/template/progress/${a}`, client.token, body);

    // Another device saved 5 minutes ago; this phone's edit from 10 minutes ago arrives now.
    const newer = await save({ weight_used: '70 kg', edited_at: minutesAgo(5) });
    expect(newer.statusCode).toBe(200);
    expect(newer.json().kept_newer).toBeUndefined();

    const older = await save({ weight_used: '60 kg', actual_rpe: 6, edited_at: minutesAgo(10) });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({
      message: 'A newer save of this entry was kept.',
      kept_newer: true,
      activity: { _id: a, weight_used: '70 kg', actual_rpe: null },
    });
    expect((await row(a)).weightUsed).toBe('70 kg');
  });

  it('applies a replay once: the same edit sent twice is a no-op the second time, even after the week closed', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const [a] = await weekIds(sub.id, 1);
    const edit = { actual_rpe: 8, weight_used: '60 kg', edited_at: minutesAgo(3) };

    const first = await call('POST', `/user/template/progress/${a}`, client.token, edit);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Day progress saved.');
    const saved = await row(a);
    expect(saved.loggedAt?.toISOString()).toBe(edit.edited_at);

    // The week is asked for and approved before the phone hears back; its replay is answered, not refused.
    const ask = await call('POST', '/subscribed/template/week/completion', client.token, {
      subscription: sub.id,
      weeks_completed: '1',
      remarks: 'Done',
      skip_reason: 'Only one logged',
    });
    expect(ask.statusCode).toBe(200);
    await approveWeek(t.db, ask.json().subscription.week_completed_req._id, STAFF);

    const replay = await call('POST', `/user/template/progress/${a}`, client.token, edit);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({
      kept_newer: true,
      activity: { actual_rpe: 8, weight_used: '60 kg' },
    });

    // A newer edit of the closed week is still refused.
    const late = await call('POST', `/user/template/progress/${a}`, client.token, {
      actual_rpe: 9,
      edited_at: new Date().toISOString(),
    });
    expect(late.statusCode).toBe(409);
    expect((await row(a)).actualRpe).toBe(8);
  });

  it('counts an edit time ahead of the server as now, so it cannot block later saves', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const [a] = await weekIds(sub.id, 1);
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    const res = await call('POST', `/user/template/progress/${a}`, client.token, {
      actual_rpe: 5,
      edited_at: ahead,
    });
    expect(res.statusCode).toBe(200);
    expect((await row(a)).loggedAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const next = await call('POST', `/user/template/progress/${a}`, client.token, { actual_rpe: 6 });
    expect(next.statusCode).toBe(200);
    expect((await row(a)).actualRpe).toBe(6);
  });

  it('bulk: writes the newer edits, skips the older ones and names them', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const [a, b] = await weekIds(sub.id, 1);
    const one = await call('POST', `/user/template/progress/${a}`, client.token, {
      actual_rpe: 9,
      edited_at: minutesAgo(1),
    });
    expect(one.statusCode).toBe(200);

    const res = await call('PUT', '/user/template/progress/bulk', client.token, {
      subscription: sub.id,
      week_progresses: [
        { _id: a, actual_rpe: 4, edited_at: minutesAgo(20) },
        { _id: b, actual_rpe: 7, edited_at: minutesAgo(20) },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Day progress saved.',
      kept_newer: [a],
      activities: [
        { _id: a, actual_rpe: 9 },
        { _id: b, actual_rpe: 7 },
      ],
    });
    expect([(await row(a)).actualRpe, (await row(b)).actualRpe]).toEqual([9, 7]);
  });

  it('refuses an edit time that is not a date and time (422)', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    const [a] = await weekIds(sub.id, 1);
    for (const edited_at of ['yesterday', '2026-11-25', 42]) {
      const res = await call('POST', `/user/template/progress/${a}`, client.token, {
        actual_rpe: 5,
        edited_at,
      });
      expect(res.statusCode, String(edited_at)).toBe(422);
      expect(res.json().errors).toEqual({ edited_at: 'edited_at must be a date and time (ISO 8601)' });
    }
    expect((await row(a)).actualRpe).toBeNull();
  });
});

describe('coaching progress with edited_at', () => {
  it('keeps the newest edit of a coaching day activity, one by one and in bulk', async () => {
    const { client, sub } = await activeCoaching(t.app);
    const [a, b] = await weekIds(sub.id, 1);
    const one = (id: string, body: unknown) =>
      call('PUT', `/subscribed/coaching/user/progress/${id}`, client.token, body);

    expect((await one(a, { weight_used: '100 kg', edited_at: minutesAgo(2) })).statusCode).toBe(200);
    const older = await one(a, { weight_used: '90 kg', edited_at: minutesAgo(8) });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toMatchObject({ kept_newer: true, activity: { weight_used: '100 kg' } });

    const bulk = await call('PUT', '/subscribed/coaching/user/progress/bulk', client.token, {
      subscription: sub.id,
      week_progresses: [
        { _id: a, weight_used: '80 kg', edited_at: minutesAgo(9) },
        { _id: b, weight_used: '40 kg', edited_at: minutesAgo(9) },
      ],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().kept_newer).toEqual([a]);
    expect([(await row(a)).weightUsed, (await row(b)).weightUsed]).toEqual(['100 kg', '40 kg']);
  });

  it('another client’s activity is still a 404 with an edit time', async () => {
    const mine = await activeCoaching(t.app);
    const theirs = await activeCoaching(t.app);
    const [foreign] = await weekIds(theirs.sub.id, 1);
    const res = await call('PUT', `/subscribed/coaching/user/progress/${foreign}`, mine.client.token, {
      actual_rpe: 5,
      edited_at: minutesAgo(1),
    });
    expect(res.statusCode).toBe(404);
    expect((await row(foreign)).actualRpe).toBeNull();
  });
});
