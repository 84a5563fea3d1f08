import { and, eq } from 'drizzle-orm';
import { addDays, nepalToday } from '@oxstrength/shared/training';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth, signedInTestApp } from '../../../test/test-app';
import { demoSignIn } from './demo-users';
import { subscriptions } from '../schema/subscriptions';
import { users } from '../schema/users';
import { DEMO_TRAINING, seedDemoTraining } from './demo-training';

/** The demo client's templates, as the seeded database shows them through the API. */

const session = signedInTestApp(demoSignIn('Client'));

const { get } = session;

type Activity = { actual_rpe: number | null; weight_used: string | null; feedback: string | null };
type Week = { week: number; status: string; week_activities: { day: number; day_activities: Activity[] }[] };

describe('the demo client', () => {
  it('follows one template on week 3 (weeks 1-3 logged) and has one waiting for a consultation date', async () => {
    const { subscriptions } = await get('/subscribed/templates?resultsPerPage=50');
    expect(
      subscriptions
        .map((s: { template: { slug: string }; status: string }) => [s.template.slug, s.status])
        .sort(),
    ).toEqual([
      [DEMO_TRAINING.active, 'Active'],
      [DEMO_TRAINING.pending, 'Pending'],
    ]);
    const followed = subscriptions.find((s: { status: string }) => s.status === 'Active');
    const { subscription } = await get(`/subscribed/template/${followed._id}`);
    expect(subscription).toMatchObject({
      weeks_completed: 2,
      consultation_approved: true,
      week_completed_req: null,
      template: { weeks: 12 },
    });
    const schedule = subscription.schedule as Week[];
    expect(schedule).toHaveLength(12);
    expect(schedule.slice(0, 4).map((w) => w.status)).toEqual([
      'Completed',
      'Completed',
      'In Progress',
      'Locked',
    ]);
    const logged = (w: Week) =>
      w.week_activities.flatMap((d) => d.day_activities).filter((a) => a.actual_rpe !== null);
    const all = (w: Week) => w.week_activities.flatMap((d) => d.day_activities);
    expect(logged(schedule[0])).toHaveLength(all(schedule[0]).length);
    expect(logged(schedule[1])).toHaveLength(all(schedule[1]).length);
    // Week 3: only its first day so far.
    expect(logged(schedule[2]).length).toBeGreaterThan(0);
    expect(logged(schedule[2]).length).toBeLessThan(all(schedule[2]).length);
    expect(all(schedule[0]).some((a) => a.feedback && a.weight_used)).toBe(true);
  });

  it('paid for both in one Active order and counts them on the dashboard; seeding again adds nothing', async () => {
    // The other Active order is the demo coaching and consultation (demo-coaching.ts, issue 16).
    const { orders } = await get('/user/orders?status=active');
    const templateOrders = orders.filter((o: { carts: { onModel: string }[] }) =>
      o.carts.every((c) => c.onModel === 'Template'),
    );
    expect(templateOrders).toHaveLength(1);
    expect(templateOrders[0].carts).toHaveLength(2);
    const { counts } = await get('/analytics/profile/dashboard');
    expect(counts).toMatchObject({ subscribed_templates: 2, subscribed_coachings: 1, active_orders: 2 });

    await seedDemoTraining(session.t.db);
    expect((await get('/subscribed/templates?resultsPerPage=50')).totalDocuments).toBe(2);
  });
});

describe('Nepal days (issue 36)', () => {
  afterEach(() => vi.useRealTimers());

  it('seeded at 20:00 UTC, when it is already tomorrow in Kathmandu, dates its steps by Nepal days', async () => {
    const [client] = await session.t.db.select().from(users).where(eq(users.email, 'client@oxstrength.test'));
    await session.t.db
      .delete(subscriptions)
      .where(and(eq(subscriptions.userId, client.id), eq(subscriptions.onModel, 'Template')));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    expect(nepalToday()).toBe('2026-11-28');
    await seedDemoTraining(session.t.db);
    const login = await session.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'client@oxstrength.test', password: 'Client@123' },
    });
    const mine = (url: string) =>
      session.t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(login.json().token) });
    const list = (await mine('/subscribed/templates?resultsPerPage=50')).json().subscriptions;
    const followed = list.find((s: { status: string }) => s.status === 'Active');
    // Activated 20 Nepal days ago (placed 24 days ago, activated 4 days later): 8 Nov, not 7 Nov.
    expect(followed.started_on).toBe(addDays('2026-11-28', -20));
    expect(followed.consultation_date).toBe(addDays('2026-11-28', -22));
  });
});
