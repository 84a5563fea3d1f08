import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubscribedCoachingDetail } from '@oxstrength/shared/contracts/coaching-training';
import { requests, testAppForFile } from '../../../test/test-app';
import { auditEntries } from '../../db/schema/audit';
import { mailOutbox } from '../../db/schema/mail';
import { activeCoaching, makePerson } from '../training/coaching-training-fixtures';
import { saveCoachingDayProgress } from '../training/coaching-training.service';
import { makeScheduledTemplate } from '../training/template-training-fixtures';

/**
 * The coaching week editor (issue 18): who may write, copy and accept into a coaching's weeks (visitor 401,
 * client 403, another trainer 404, the coaching's trainer and an admin 2xx), that a draft never reaches the
 * client and publishing mails them once, the planned load, accepting a load suggestion, and the inbox's list of
 * coaching whose next week is not published.
 */

const t = testAppForFile();
type Person = Awaited<ReturnType<typeof makePerson>>;
let admin: Person;
let otherTrainer: Person;

beforeAll(async () => {
  admin = await makePerson(t.app, 'Admin');
  otherTrainer = await makePerson(t.app, 'Trainer');
});

/** An Active coaching of a trainer of its own (a trainer's daily consultation capacity is 240 minutes). */
async function coaching() {
  const trainer = await makePerson(t.app, 'Trainer');
  const p = await activeCoaching(t.app, trainer.id);
  return { p, trainer };
}

const call = requests(t);

const clientWeek = async (id: string, token: string, week: number) => {
  const res = await call('GET', `/subscribed/coaching/detail/${id}`, token);
  expect(res.statusCode).toBe(200);
  return (res.json().subscription as SubscribedCoachingDetail).schedule.find((w) => w.week === week)!;
};

const mailsTo = async (email: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'staff-coaching-week-published')))
  )[0].n;

const auditsOf = async (recordId: string, action: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, recordId), eq(auditEntries.action, action)))
  )[0].n;

const squat = (day: number, extra: Record<string, string> = {}) => ({
  day,
  movement: 'Back Squat',
  intensity: 'RPE 8',
  sets: '3',
  reps: '5',
  tempo: '',
  rest: '3 min',
  note: '',
  ...extra,
});

/** The activities of a week as the trainer sees them. */
const staffWeek = (detail: SubscribedCoachingDetail, week: number) =>
  detail.schedule.find((w) => w.week === week)!.week_activities.flatMap((d) => d.day_activities);

describe('who may use the editor', () => {
  const routes = [
    {
      name: 'save a week as a draft',
      method: 'PUT' as const,
      path: (id: string) => `/staff/coaching-subscriptions/${id}/weeks/4`,
      body: { published: false, activities: [squat(1, { planned_load: '100 kg' })] },
    },
    {
      name: 'publish a week',
      method: 'PUT' as const,
      path: (id: string) => `/staff/coaching-subscriptions/${id}/weeks/3`,
      body: { published: true },
    },
    {
      name: 'read the templates to copy from',
      method: 'GET' as const,
      path: (id: string) => `/staff/coaching-subscriptions/${id}/week-sources`,
    },
  ];
  for (const route of routes)
    it(`${route.name}: visitor 401, client 403, another trainer 404, the trainer and an admin 2xx`, async () => {
      const { p, trainer } = await coaching();
      const path = route.path(p.sub.id);
      expect((await call(route.method, path, undefined, route.body)).statusCode).toBe(401);
      expect((await call(route.method, path, p.client.token, route.body)).statusCode).toBe(403);
      const other = await call(route.method, path, otherTrainer.token, route.body);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('Subscription not found');
      expect((await call(route.method, path, trainer.token, route.body)).statusCode).toBe(200);
      expect((await call(route.method, path, admin.token, route.body)).statusCode).toBe(200);
    });

  it('accept a load suggestion: visitor 401, client 403, another trainer 404, the trainer and an admin 2xx', async () => {
    const { p, trainer } = await coaching();
    await call('PUT', `/staff/coaching-subscriptions/${p.sub.id}/weeks/1`, trainer.token, {
      published: true,
      activities: [squat(1)],
    });
    const logged = staffWeek(
      (await call('GET', `/staff/coaching-subscriptions/${p.sub.id}`, trainer.token)).json().subscription,
      1,
    )[0];
    await saveCoachingDayProgress(t.db, p.client.id, logged._id, { actual_rpe: 7, weight_used: '100 kg' });
    const path = `/staff/coaching-subscriptions/${p.sub.id}/activities/${logged._id}/accept-load`;
    expect((await call('POST', path)).statusCode).toBe(401);
    expect((await call('POST', path, p.client.token)).statusCode).toBe(403);
    expect((await call('POST', path, otherTrainer.token)).statusCode).toBe(404);
    expect((await call('POST', path, trainer.token)).statusCode).toBe(409); // week 2 has no Back Squat
    await call('PUT', `/staff/coaching-subscriptions/${p.sub.id}/weeks/2`, trainer.token, {
      published: false,
      activities: [squat(1)],
    });
    expect((await call('POST', path, trainer.token)).statusCode).toBe(200);
    expect((await call('POST', path, admin.token)).statusCode).toBe(200);
  });

  it('the list of coaching whose next week is not published: visitor 401, client 403, each trainer their own', async () => {
    const { p, trainer } = await coaching();
    // Weeks 1 and 2 are published; saving week 2 as a draft makes it the next week to write.
    await call('PUT', `/staff/coaching-subscriptions/${p.sub.id}/weeks/2`, trainer.token, {
      published: false,
    });
    expect((await call('GET', '/staff/coaching-weeks-to-write')).statusCode).toBe(401);
    expect((await call('GET', '/staff/coaching-weeks-to-write', p.client.token)).statusCode).toBe(403);
    const ids = async (token: string) => {
      const res = await call('GET', '/staff/coaching-weeks-to-write?resultsPerPage=100', token);
      expect(res.statusCode).toBe(200);
      return res.json().subscriptions as { _id: string; next_week: number; client: { email: string } }[];
    };
    expect((await ids(otherTrainer.token)).map((s) => s._id)).not.toContain(p.sub.id);
    const mine = (await ids(trainer.token)).find((s) => s._id === p.sub.id);
    expect(mine).toMatchObject({ next_week: 2, client: { email: p.client.email } });
    expect((await ids(admin.token)).map((s) => s._id)).toContain(p.sub.id);

    await call('PUT', `/staff/coaching-subscriptions/${p.sub.id}/weeks/2`, trainer.token, {
      published: true,
    });
    expect((await ids(trainer.token)).map((s) => s._id)).not.toContain(p.sub.id);
  });
});

describe('drafts and publishing', () => {
  it('a draft is never sent to the client; publishing shows it with its planned load and mails them once', async () => {
    const { p, trainer } = await coaching();
    const path = `/staff/coaching-subscriptions/${p.sub.id}/weeks/3`;
    const draft = await call('PUT', path, trainer.token, {
      published: false,
      activities: [squat(2, { planned_load: '100 kg', note: 'Belt on the top set' }), squat(1)],
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().message).toBe('Week 3 saved (not published)');
    expect(await clientWeek(p.sub.id, p.client.token, 3)).toMatchObject({
      published: false,
      week_activities: [],
    });
    expect(await mailsTo(p.client.email)).toBe(0);

    const published = await call('PUT', path, trainer.token, { published: true });
    expect(published.json().message).toBe('Week 3 published');
    expect(await mailsTo(p.client.email)).toBe(1);
    // Week 3 is locked for the client until week 2 is approved; staff see it as published with the load.
    const week3 = staffWeek(published.json().subscription, 3);
    expect(week3.map((a) => [a.movement, a.planned_load, a.note])).toEqual([
      ['Back Squat', '', ''],
      ['Back Squat', '100 kg', 'Belt on the top set'],
    ]);
    // Saving it again published does not mail again.
    await call('PUT', path, trainer.token, { published: true });
    expect(await mailsTo(p.client.email)).toBe(1);
  });

  it('the client sees a published week in progress with its planned load', async () => {
    const { p, trainer } = await coaching();
    await call('PUT', `/staff/coaching-subscriptions/${p.sub.id}/weeks/1`, trainer.token, {
      published: false,
      activities: [squat(1, { planned_load: '80 kg' })],
    });
    expect((await clientWeek(p.sub.id, p.client.token, 1)).week_activities).toEqual([]);
    await call('PUT', `/staff/coaching-subscriptions/${p.sub.id}/weeks/1`, trainer.token, {
      published: true,
    });
    const week1 = await clientWeek(p.sub.id, p.client.token, 1);
    expect(week1.week_activities[0].day_activities[0]).toMatchObject({
      movement: 'Back Squat',
      planned_load: '80 kg',
    });
  });

  it('refuses a planned load that is too long, with its field message', async () => {
    const { p, trainer } = await coaching();
    const res = await call('PUT', `/staff/coaching-subscriptions/${p.sub.id}/weeks/4`, trainer.token, {
      published: false,
      activities: [squat(1, { planned_load: 'x'.repeat(201) })],
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Planned load must be at most 200 characters');
  });
});

describe('copying a week from a template', () => {
  it('lists the templates of the coaching’s trainer with their schedules', async () => {
    const { p, trainer } = await coaching();
    const own = await makeScheduledTemplate(t.db, 2, trainer.id);
    const others = await makeScheduledTemplate(t.db, 2, otherTrainer.id);
    const res = await call('GET', `/staff/coaching-subscriptions/${p.sub.id}/week-sources`, trainer.token);
    const templates = res.json().templates as {
      _id: string;
      activities: { week: number; movement: string }[];
    }[];
    const ids = templates.map((x) => x._id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(others.id);
    const copied = templates.find((x) => x._id === own.id)!;
    expect(copied.activities.filter((a) => a.week === 2).map((a) => a.movement)).toEqual([
      'Squat W2D1',
      'Row W2D1',
      'Squat W2D2',
      'Row W2D2',
    ]);
  });
});

describe('accepting a load suggestion', () => {
  async function loggedWeek1(intensity = 'RPE 8') {
    const { p, trainer } = await coaching();
    await call('PUT', `/staff/coaching-subscriptions/${p.sub.id}/weeks/1`, trainer.token, {
      published: true,
      activities: [squat(1, { intensity }), { ...squat(1), movement: 'Plank', reps: '45 s' }],
    });
    const detail = (await call('GET', `/staff/coaching-subscriptions/${p.sub.id}`, trainer.token)).json()
      .subscription as SubscribedCoachingDetail;
    const logged = staffWeek(detail, 1)[0];
    // 5 reps felt like RPE 7 at 100 kg when RPE 8 was planned: 100 / 0.811 x 0.838 = 103.3, so 102.5 kg.
    await saveCoachingDayProgress(t.db, p.client.id, logged._id, { actual_rpe: 7, weight_used: '100 kg' });
    return { p, logged, trainer };
  }

  it('copies the plan into an empty next week as a draft, with the suggested load, and audits it', async () => {
    const { p, logged, trainer } = await loggedWeek1();
    await call('PUT', `/staff/coaching-subscriptions/${p.sub.id}/weeks/2`, trainer.token, {
      published: false,
      activities: [],
    });
    const res = await call(
      'POST',
      `/staff/coaching-subscriptions/${p.sub.id}/activities/${logged._id}/accept-load`,
      trainer.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Week 2: Back Squat planned at 102.5 kg',
      planned_load: '102.5 kg',
      week: 2,
    });
    const week2 = res.json().subscription.schedule[1];
    expect(week2.published).toBe(false);
    expect(
      staffWeek(res.json().subscription, 2).map((a) => [a.movement, a.planned_load, a.actual_rpe]),
    ).toEqual([
      ['Back Squat', '102.5 kg', null],
      ['Plank', '', null],
    ]);
    expect(await auditsOf(p.sub.id, 'subscription.acceptLoadSuggestion')).toBe(1);
    // The client does not see the draft.
    expect((await clientWeek(p.sub.id, p.client.token, 2)).week_activities).toEqual([]);
  });

  it('sets the load on a published next week the trainer wrote, in place of theirs', async () => {
    const { p, logged, trainer } = await loggedWeek1();
    await call('PUT', `/staff/coaching-subscriptions/${p.sub.id}/weeks/2`, trainer.token, {
      published: true,
      activities: [squat(1, { planned_load: '95 kg' })],
    });
    await call(
      'POST',
      `/staff/coaching-subscriptions/${p.sub.id}/activities/${logged._id}/accept-load`,
      trainer.token,
    );
    const detail = (await call('GET', `/staff/coaching-subscriptions/${p.sub.id}`, trainer.token)).json()
      .subscription as SubscribedCoachingDetail;
    expect(staffWeek(detail, 2)[0].planned_load).toBe('102.5 kg');
  });

  it('gives none for a percentage row (409), and 404 for an activity of another coaching', async () => {
    const { p, logged, trainer } = await loggedWeek1('75%');
    const none = await call(
      'POST',
      `/staff/coaching-subscriptions/${p.sub.id}/activities/${logged._id}/accept-load`,
      trainer.token,
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('There is no load suggestion for this activity');
    const { p: other } = await coaching();
    const elsewhere = await call(
      'POST',
      `/staff/coaching-subscriptions/${other.sub.id}/activities/${logged._id}/accept-load`,
      admin.token,
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Activity not found');
  });
});
