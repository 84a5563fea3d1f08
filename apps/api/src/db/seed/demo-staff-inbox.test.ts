import { and, eq, inArray } from 'drizzle-orm';
import { nepalToday } from '@oxstrength/shared/training';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { auditEntries } from '../schema/audit';
import { mailOutbox } from '../schema/mail';
import { orders } from '../schema/orders';
import { subscriptions } from '../schema/subscriptions';
import { users } from '../schema/users';
import { DEMO_INBOX_CLIENTS, seedDemoStaffInbox } from './demo-staff-inbox';

/** The demo trainer's inbox on a freshly seeded database, as the staff workspace reads it. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'trainer@oxstrength.test', password: 'Trainer@123' },
  });
  token = res.json().token;
});
afterAll(() => t.close());

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
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/staff/template-subscriptions?state=${state}&resultsPerPage=100`,
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().subscriptions;
};

const clientIn = (state: string) => DEMO_INBOX_CLIENTS.find((c) => c.state === state)!;
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

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/template-subscriptions/${rows[0]._id}`,
      headers: auth(token),
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
    const emails = DEMO_INBOX_CLIENTS.map((c) => c.email);
    expect(await t.db.$count(mailOutbox, inArray(mailOutbox.to, emails))).toBe(0);
    const rows = await t.db.select().from(users).where(inArray(users.email, emails));
    expect(rows).toHaveLength(3);
    for (const u of rows) {
      expect(u.emailVerifiedAt).not.toBeNull();
      expect(u.passwordHash).toBeNull();
    }
    const [held] = await t.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(users.email, clientIn('to_activate').email));
    const entries = await t.db
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
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(
          inArray(
            users.email,
            DEMO_INBOX_CLIENTS.map((c) => c.email),
          ),
        )
    ).map((u) => u.id);
    const counts = async () => ({
      users: await t.db.$count(users),
      orders: await t.db.$count(orders, inArray(orders.userId, ids)),
      subscriptions: await t.db.$count(subscriptions, inArray(subscriptions.userId, ids)),
    });
    const before = await counts();
    expect(before).toMatchObject({ orders: 3, subscriptions: 3 });
    await seedDemoStaffInbox(t.db);
    expect(await counts()).toEqual(before);
    for (const state of ['consultation_requests', 'to_activate', 'week_requests'])
      expect(await inbox(state)).toHaveLength(1);
  });
});
