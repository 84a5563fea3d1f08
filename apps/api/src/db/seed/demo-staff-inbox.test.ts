import { and, eq, inArray } from 'drizzle-orm';
import { nepalToday } from '@oxstrength/shared/training';
import { describe, expect, it } from 'vitest';
import { auth, signedInTestApp } from '../../../test/test-app';
import { demoSignIn } from './demo-users';
import { auditEntries } from '../schema/audit';
import { mailOutbox } from '../schema/mail';
import { orders } from '../schema/orders';
import { subscriptions } from '../schema/subscriptions';
import { users } from '../schema/users';
import { DEMO_INBOX_CLIENTS, seedDemoStaffInbox } from './demo-staff-inbox';
import { DEMO_PROGRAMME_INBOX_CLIENTS } from './demo-staff-inbox-programmes';

/** The demo trainer's inbox on a freshly seeded database, as the staff workspace reads it. */

const session = signedInTestApp(demoSignIn('Trainer'));

type Row = {
  _id: string;
  client: { name: string; email: string };
  template: { title: string };
  status: string;
  consultation_date: string | null;
  consultation_approved: boolean;
  remarks: string;
  weeks_completed: number;
  open_week_request: { week: number; remarks: string } | null;
};

const inbox = async (state: string): Promise<Row[]> => {
  const res = await session.t.app.inject({
    method: 'GET',
    url: `/api/v1/staff/template-subscriptions?state=${state}&resultsPerPage=100`,
    headers: auth(session.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().subscriptions;
};

/** GET /api/v1/staff{path} as the demo trainer. */
const staffGet = async (path: string) => {
  const res = await session.t.app.inject({
    method: 'GET',
    url: `/api/v1/staff${path}`,
    headers: auth(session.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const clientIn = (state: string) => DEMO_INBOX_CLIENTS.find((c) => c.state === state)!;
const programmeClient = (state: string) => DEMO_PROGRAMME_INBOX_CLIENTS.find((c) => c.state === state)!;
type Named = { client: { name: string } | null };
const names = (rows: Named[]) => rows.map((r) => r.client?.name);
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('the demo trainer’s inbox', () => {
  it('has one consultation request: a date a few days ahead in Nepal, not approved', async () => {
    const rows = await inbox('consultation_requests');
    expect(rows.map((r) => r.client.email)).toEqual([clientIn('consultation_requests').email]);
    expect(rows[0]).toMatchObject({
      client: { name: 'Anita Rai' },
      status: 'Consultation Requested',
      consultation_approved: false,
    });
    // Three days ahead of the seeding day in Nepal (which may have been yesterday there).
    expect(rows[0].consultation_date! >= daysAfter(nepalToday(), 2)).toBe(true);
    expect(rows[0].consultation_date! <= daysAfter(nepalToday(), 3)).toBe(true);
  });

  it('has one subscription to activate: consultation held, with remarks', async () => {
    const rows = await inbox('to_activate');
    expect(rows.map((r) => r.client.email)).toEqual([clientIn('to_activate').email]);
    expect(rows[0]).toMatchObject({
      client: { name: 'Bikash Thapa' },
      status: 'Consultation Completed',
      consultation_approved: true,
    });
    expect(rows[0].remarks.length).toBeGreaterThan(0);
  });

  it('has one open week completion request: week 1, logged, with remarks', async () => {
    const rows = await inbox('week_requests');
    expect(rows.map((r) => r.client.email)).toEqual([clientIn('week_requests').email]);
    expect(rows[0]).toMatchObject({
      client: { name: 'Kiran Shrestha' },
      status: 'Active',
      weeks_completed: 0,
      open_week_request: { week: 1 },
    });
    expect(rows[0].open_week_request!.remarks.length).toBeGreaterThan(0);

    const res = await session.t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/template-subscriptions/${rows[0]._id}`,
      headers: auth(session.token),
    });
    expect(res.statusCode).toBe(200);
    const week1 = res.json().subscription.schedule[0] as {
      week_activities: { day_activities: { actual_rpe: number | null; weight_used: string | null }[] }[];
    };
    const activities = week1.week_activities.flatMap((d) => d.day_activities);
    expect(activities.length).toBeGreaterThan(0);
    expect(activities.every((a) => a.actual_rpe !== null)).toBe(true);
    expect(activities.some((a) => a.weight_used)).toBe(true);
  });

  it('the clients are verified, cannot sign in with a password, were mailed nothing; staff steps are audited', async () => {
    const emails = [...DEMO_INBOX_CLIENTS, ...DEMO_PROGRAMME_INBOX_CLIENTS].map((c) => c.email);
    expect(await session.t.db.$count(mailOutbox, inArray(mailOutbox.to, emails))).toBe(0);
    const rows = await session.t.db.select().from(users).where(inArray(users.email, emails));
    expect(rows).toHaveLength(3 + DEMO_PROGRAMME_INBOX_CLIENTS.length);
    for (const u of rows) {
      expect(u.emailVerifiedAt).not.toBeNull();
      expect(u.passwordHash).toBeNull();
    }
    const [held] = await session.t.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(users.email, clientIn('to_activate').email));
    const entries = await session.t.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.recordType, 'subscription'), eq(auditEntries.recordId, held.id)));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'subscription.approveDate',
      'subscription.markHeld',
    ]);
  });

  it('seeding again adds nothing', async () => {
    const ids = (
      await session.t.db
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.email,
            [...DEMO_INBOX_CLIENTS, ...DEMO_PROGRAMME_INBOX_CLIENTS].map((c) => c.email),
          ),
        )
    ).map((u) => u.id);
    const counts = async () => ({
      users: await session.t.db.$count(users),
      orders: await session.t.db.$count(orders, inArray(orders.userId, ids)),
      subscriptions: await session.t.db.$count(subscriptions, inArray(subscriptions.userId, ids)),
    });
    const before = await counts();
    const waiting = await waitingCounts();
    const bought = 3 + DEMO_PROGRAMME_INBOX_CLIENTS.length;
    expect(before).toMatchObject({ orders: bought, subscriptions: bought });
    await seedDemoStaffInbox(session.t.db);
    expect(await counts()).toEqual(before);
    for (const state of ['consultation_requests', 'to_activate', 'week_requests'])
      expect(await inbox(state)).toHaveLength(1);
    expect(await waitingCounts()).toEqual(waiting);
  });
});

/** How many rows each list of the inbox (and the coaching weeks to write) shows the demo trainer. */
async function waitingCounts() {
  const total = async (path: string) => (await staffGet(path)).totalDocuments as number;
  const counts: Record<string, number> = {};
  for (const state of ['consultation_requests', 'to_activate', 'week_requests']) {
    counts[`templates ${state}`] = await total(`/template-subscriptions?state=${state}`);
    counts[`coaching ${state}`] = await total(`/coaching-subscriptions?state=${state}`);
  }
  counts['paid consultation_requests'] = await total('/consultation-subscriptions');
  counts['coaching weeks to write'] = await total('/coaching-weeks-to-write');
  return counts;
}

describe('the demo trainer’s coaching and paid consultations, as the inbox shows them', () => {
  it('every list of the inbox has someone waiting', async () => {
    const counts = await waitingCounts();
    expect(Object.keys(counts)).toHaveLength(8);
    for (const [list, n] of Object.entries(counts)) expect(n, list).toBeGreaterThan(0);
  });

  it('coaching consultation requests: one date asked for, one approved and not held yet', async () => {
    const { subscriptions: rows } = await staffGet(
      '/coaching-subscriptions?state=consultation_requests&resultsPerPage=100',
    );
    const by = (name: string) => rows.find((r: Named) => r.client?.name === name);
    const asked = by(programmeClient('coaching_date_requested').name);
    expect(asked).toMatchObject({
      status: 'Pending',
      coaching_trainer: { _id: session.userId },
      latest_consultation: { approved: false, proposed: false, completed: false },
    });
    expect(asked.latest_consultation.consultation_date >= daysAfter(nepalToday(), 1)).toBe(true);
    const approved = by(programmeClient('coaching_date_approved').name);
    expect(approved).toMatchObject({
      status: 'Pending',
      coaching_plan: 'w12',
      latest_consultation: { approved: true, proposed: false, completed: false },
    });
    expect(approved.latest_consultation.consultation_date >= daysAfter(nepalToday(), 0)).toBe(true);
  });

  it('coaching to activate: the first consultation held, with remarks', async () => {
    const { subscriptions: rows } = await staffGet('/coaching-subscriptions?state=to_activate');
    expect(names(rows)).toEqual([programmeClient('coaching_to_activate').name]);
    expect(rows[0]).toMatchObject({
      status: 'Pending',
      started_on: null,
      first_consultation_completed: true,
      latest_consultation: { completed: true },
    });
    expect(rows[0].latest_consultation.remarks.length).toBeGreaterThan(0);
  });

  it('coaching week completion requests: week 1 logged and asked for', async () => {
    const { subscriptions: rows } = await staffGet('/coaching-subscriptions?state=week_requests');
    expect(names(rows)).toEqual([programmeClient('coaching_week_request').name]);
    expect(rows[0]).toMatchObject({
      status: 'Active',
      weeks_completed: 0,
      week_completed_req: { weeks_completed: '1', status: 'Open' },
    });
    const { subscription } = await staffGet(`/coaching-subscriptions/${rows[0]._id}`);
    expect(subscription.client).toMatchObject({ name: programmeClient('coaching_week_request').name });
    const logged = subscription.schedule[0].week_activities.flatMap(
      (d: { day_activities: { actual_rpe: number | null }[] }) => d.day_activities,
    );
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((a: { actual_rpe: number | null }) => a.actual_rpe !== null)).toBe(true);
  });

  it('coaching weeks to write: on week 2 (week 1 approved), week 3 not published', async () => {
    const { subscriptions: rows } = await staffGet('/coaching-weeks-to-write');
    expect(names(rows)).toEqual([programmeClient('coaching_week_to_write').name]);
    expect(rows[0]).toMatchObject({ next_week: 3 });
  });

  it('paid consultation requests: the demo client’s and one more asked for, one approved for today', async () => {
    const { consultations: rows } = await staffGet('/consultation-subscriptions?resultsPerPage=100');
    const by = (name: string) => rows.find((r: Named) => r.client?.name === name);
    expect(by('Sita Sharma')).toMatchObject({ consultation_approved: false });
    expect(by(programmeClient('paid_date_requested').name)).toMatchObject({
      status: 'Consultation Requested',
      consultation_plan: 'quarter_hour',
      consultation_approved: false,
    });
    const approved = by(programmeClient('paid_date_approved').name);
    expect(approved).toMatchObject({
      status: 'Consultation Requested',
      consultation_plan: 'hour',
      consultation_approved: true,
      consultation_proposed: false,
    });
  });

  it('the calendar’s week from yesterday shows approved and asked-for consultations within the capacity', async () => {
    const { days } = await staffGet(
      `/trainers/${session.userId}/consultations?from=${daysAfter(nepalToday(), -1)}&days=7`,
    );
    const all = days.flatMap((d: { consultations: { state: string }[] }) => d.consultations);
    const states = new Set(all.map((c: { state: string }) => c.state));
    expect(states).toContain('Approved');
    expect(states).toContain('Requested');
    for (const d of days as { booked_minutes: number }[]) expect(d.booked_minutes).toBeLessThanOrEqual(240);
  });
});
