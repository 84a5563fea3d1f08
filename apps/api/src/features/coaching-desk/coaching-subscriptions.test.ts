import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth, requests } from '../../../test/test-app';
import { auditEntries } from '../../db/schema/audit';
import { roomyCapacity } from '../consultations/capacity-fixtures';
import { setCoachingInactive, writeCoachingWeek } from '../training/coaching-staff.service';
import {
  activeCoaching,
  ADMIN,
  firstConsultationHeld,
  staffForFile,
  pendingCoaching,
  pendingConsultation,
  weekActivities,
} from '../training/coaching-training-fixtures';
import {
  requestCoachingConsultation,
  requestCoachingWeekCompletion,
  saveCoachingDayProgress,
} from '../training/coaching-training.service';
import { requestPaidConsultation } from '../training/consultation-training.service';
import { dateIn } from '../training/template-training-fixtures';

/**
 * The staff workspace's coaching and paid consultation routes (issue 16): the role hook and the policy on every
 * route (visitor 401, client 403, another trainer 404, the programme's trainer and an admin 2xx), each step's
 * rule, and its audit entry.
 */

const { t, admin, trainer, otherTrainer } = staffForFile((s) =>
  roomyCapacity(s.t.db, s.trainer.id, s.otherTrainer.id),
);

const call = requests(t, '/api/v1/staff');

const auditCount = async (recordId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(auditEntries)
      .where(and(eq(auditEntries.recordType, 'subscription'), eq(auditEntries.recordId, recordId)))
  )[0].n;

/** A subject of a route: the id in its path, the subscription audited, the client who holds it. */
interface Subject {
  id: string;
  subscriptionId: string;
  clientToken: string;
}

/** A coaching whose client asked for a consultation `daysAhead` Nepal days from today (today: it may be held). */
async function requestedCoaching(daysAhead = 0): Promise<Subject> {
  const p = await pendingCoaching(t.app, trainer.id);
  const asked = await requestCoachingConsultation(t.db, p.client.id, {
    subscription: p.sub.id,
    consultation_date: dateIn(daysAhead),
  });
  return {
    id: asked.subscription.latest_consultation!._id,
    subscriptionId: p.sub.id,
    clientToken: p.client.token,
  };
}

/** ready: held, with week 1 written and published (it may be activated). */
async function coachingIn(state: 'pending' | 'held' | 'ready' | 'inactive' | 'active'): Promise<Subject> {
  const p =
    state === 'active' ? await activeCoaching(t.app, trainer.id) : await pendingCoaching(t.app, trainer.id);
  if (state === 'held' || state === 'ready') await firstConsultationHeld(t.db, p.client.id, p.sub.id);
  if (state === 'ready')
    await writeCoachingWeek(t.db, p.sub.id, ADMIN, 1, { published: true, activities: weekActivities(1) });
  if (state === 'inactive') await setCoachingInactive(t.db, p.sub.id, ADMIN, 'Lapsed');
  return { id: p.sub.id, subscriptionId: p.sub.id, clientToken: p.client.token };
}

async function weekRequest(): Promise<Subject> {
  const p = await activeCoaching(t.app, trainer.id);
  const asked = await requestCoachingWeekCompletion(t.db, p.client.id, {
    subscription: p.sub.id,
    weeks_completed: 1,
    remarks: 'Week 1 done',
    skip_reason: 'Travelling',
  });
  return {
    id: asked.subscription.week_completed_req!._id,
    subscriptionId: p.sub.id,
    clientToken: p.client.token,
  };
}

async function requestedPaid(daysAhead = 0): Promise<Subject> {
  const p = await pendingConsultation(t.app, trainer.id);
  await requestPaidConsultation(t.db, p.client.id, {
    subscription: p.sub.id,
    consultation_date: dateIn(daysAhead),
  });
  return { id: p.sub.id, subscriptionId: p.sub.id, clientToken: p.client.token };
}

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: (id: string) => string;
  body?: unknown;
  subject: () => Promise<Subject>;
  /** What the reply's subscription shows after the step. */
  after: Record<string, unknown>;
  audited: boolean;
}

const cases: RouteCase[] = [
  {
    name: 'read a coaching',
    method: 'GET',
    path: (id) => `/coaching-subscriptions/${id}`,
    subject: () => coachingIn('active'),
    after: { status: 'Active' },
    audited: false,
  },
  {
    name: 'approve a coaching consultation',
    method: 'POST',
    path: (id) => `/coaching-consultations/${id}/approve`,
    subject: requestedCoaching,
    after: { latest_consultation: expect.objectContaining({ status: 'Approved', approved: true }) },
    audited: true,
  },
  {
    name: 'propose a coaching consultation date',
    method: 'POST',
    path: (id) => `/coaching-consultations/${id}/propose`,
    body: { consultation_date: dateIn(6), reason: 'The trainer is away that day' },
    subject: requestedCoaching,
    after: { latest_consultation: expect.objectContaining({ consultation_date: dateIn(6), proposed: true }) },
    audited: true,
  },
  {
    name: 'mark a coaching consultation held',
    method: 'POST',
    path: (id) => `/coaching-consultations/${id}/held`,
    body: { remarks: 'Solid first call' },
    subject: requestedCoaching,
    after: {
      first_consultation_completed: true,
      latest_consultation: expect.objectContaining({ remarks: 'Solid first call' }),
    },
    audited: true,
  },
  {
    name: 'activate a coaching',
    method: 'POST',
    path: (id) => `/coaching-subscriptions/${id}/activate`,
    body: { start_on: dateIn(1) },
    subject: () => coachingIn('ready'),
    after: { status: 'Active', started_on: dateIn(1) },
    audited: true,
  },
  {
    name: 'make a coaching inactive',
    method: 'POST',
    path: (id) => `/coaching-subscriptions/${id}/inactive`,
    body: { reason: 'Lapsed' },
    subject: () => coachingIn('pending'),
    after: { status: 'Inactive' },
    audited: true,
  },
  {
    name: 'make a coaching active again',
    method: 'POST',
    path: (id) => `/coaching-subscriptions/${id}/reactivate`,
    body: { reason: 'Back' },
    subject: () => coachingIn('inactive'),
    after: { status: 'Pending' },
    audited: true,
  },
  {
    name: 'write and publish a coaching week',
    method: 'PUT',
    path: (id) => `/coaching-subscriptions/${id}/weeks/1`,
    body: { published: true, activities: weekActivities(1) },
    subject: () => coachingIn('pending'),
    after: { status: 'Pending' },
    audited: true,
  },
  {
    name: 'approve a coaching week',
    method: 'POST',
    path: (id) => `/coaching-week-requests/${id}/approve`,
    subject: weekRequest,
    after: { weeks_completed: 1, week_completed_req: null },
    audited: true,
  },
  {
    name: 'return a coaching week',
    method: 'POST',
    path: (id) => `/coaching-week-requests/${id}/return`,
    body: { note: 'Log day 2' },
    subject: weekRequest,
    after: { week_completed_req: expect.objectContaining({ status: 'Returned', note: 'Log day 2' }) },
    audited: true,
  },
  {
    name: 'approve a paid consultation date',
    method: 'POST',
    path: (id) => `/consultation-subscriptions/${id}/consultation/approve`,
    subject: requestedPaid,
    after: { consultation_approved: true },
    audited: true,
  },
  {
    name: 'propose a paid consultation date',
    method: 'POST',
    path: (id) => `/consultation-subscriptions/${id}/consultation/propose`,
    body: { consultation_date: dateIn(9), reason: 'The trainer is away that day' },
    subject: requestedPaid,
    after: { consultation_date: dateIn(9), consultation_proposed: true },
    audited: true,
  },
  {
    name: 'mark a paid consultation held',
    method: 'POST',
    path: (id) => `/consultation-subscriptions/${id}/consultation/held`,
    body: { remarks: 'Fixed the hinge' },
    subject: requestedPaid,
    after: { status: 'Consultation Completed', completed: true, remarks: 'Fixed the hinge' },
    audited: true,
  },
];

describe('staff routes for coaching and paid consultations', () => {
  for (const c of cases)
    it(`${c.name}: visitor 401, client 403, another trainer 404, its trainer and an admin 200`, async () => {
      const s = await c.subject();
      const url = c.path(s.id);
      const entries = await auditCount(s.subscriptionId);
      const visitor = await call(c.method, url, undefined, c.body);
      expect(visitor.statusCode).toBe(401);
      const client = await call(c.method, url, s.clientToken, c.body);
      expect(client.statusCode).toBe(403);
      const other = await call(c.method, url, otherTrainer.token, c.body);
      expect(other.statusCode).toBe(404);
      expect(await auditCount(s.subscriptionId)).toBe(entries);

      const own = await call(c.method, url, trainer.token, c.body);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toMatchObject({
        status: 'success',
        subscription: { _id: s.subscriptionId, ...c.after },
      });
      expect(await auditCount(s.subscriptionId)).toBe(entries + (c.audited ? 1 : 0));

      const again = await c.subject();
      const byAdmin = await call(c.method, c.path(again.id), admin.token, c.body);
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(byAdmin.json().subscription).toMatchObject({ _id: again.subscriptionId, ...c.after });
    });

  it('lists what waits for staff: a trainer their own clients’ only, an admin every one', async () => {
    const requested = await requestedCoaching();
    const held = await coachingIn('held');
    const week = await weekRequest();
    const paid = await requestedPaid();
    const theirs = await pendingCoaching(t.app, otherTrainer.id);
    await requestCoachingConsultation(t.db, theirs.client.id, {
      subscription: theirs.sub.id,
      consultation_date: dateIn(1),
    });

    const ids = async (url: string, token: string, key = 'subscriptions') => {
      const res = await call('GET', url, token);
      expect(res.statusCode, url).toBe(200);
      return res.json()[key].map((s: { _id: string }) => s._id) as string[];
    };
    const mine = await ids(
      '/coaching-subscriptions?state=consultation_requests&resultsPerPage=100',
      trainer.token,
    );
    expect(mine).toContain(requested.subscriptionId);
    expect(mine).not.toContain(theirs.sub.id);
    expect(mine).not.toContain(held.subscriptionId);
    const all = await ids(
      '/coaching-subscriptions?state=consultation_requests&resultsPerPage=100',
      admin.token,
    );
    expect(all).toEqual(expect.arrayContaining([requested.subscriptionId, theirs.sub.id]));
    expect(
      await ids('/coaching-subscriptions?state=to_activate&resultsPerPage=100', trainer.token),
    ).toContain(held.subscriptionId);
    expect(
      await ids('/coaching-subscriptions?state=week_requests&resultsPerPage=100', trainer.token),
    ).toContain(week.subscriptionId);
    expect(
      await ids('/consultation-subscriptions?resultsPerPage=100', trainer.token, 'consultations'),
    ).toContain(paid.subscriptionId);
    expect(
      await ids('/consultation-subscriptions?resultsPerPage=100', otherTrainer.token, 'consultations'),
    ).not.toContain(paid.subscriptionId);
    const listed = (
      await call('GET', '/coaching-subscriptions?state=to_activate&resultsPerPage=100', trainer.token)
    )
      .json()
      .subscriptions.find((x: { _id: string }) => x._id === held.subscriptionId);
    expect(listed).toMatchObject({
      status: 'Pending',
      first_consultation_completed: true,
      client: { _id: expect.any(String) },
    });

    expect((await call('GET', '/coaching-subscriptions?state=consultation_requests')).statusCode).toBe(401);
    expect(
      (await call('GET', '/coaching-subscriptions?state=consultation_requests', requested.clientToken))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/consultation-subscriptions', paid.clientToken)).statusCode).toBe(403);
    const bad = await call('GET', '/coaching-subscriptions?state=everything', trainer.token);
    expect(bad.statusCode).toBe(400);
  });

  it('writes who did what in the audit entry, read by admins through GET /staff/audit', async () => {
    const s = await requestedCoaching();
    await call('POST', `/coaching-consultations/${s.id}/held`, trainer.token, { remarks: 'Held on time' });
    const log = await call(
      'GET',
      `/audit?record_type=subscription&record_id=${s.subscriptionId}`,
      admin.token,
    );
    expect(log.statusCode).toBe(200);
    expect(log.json().entries).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ _id: trainer.id }),
        role: 'trainer',
        action: 'subscription.markHeld',
        before: { consultation: expect.objectContaining({ status: 'Requested', remarks: '' }) },
        after: { consultation: expect.objectContaining({ status: 'Completed', remarks: 'Held on time' }) },
      }),
    ]);
  });

  it('refuses steps the rules do not allow, with their messages', async () => {
    const pending = await coachingIn('pending');
    const early = await call('POST', `/coaching-subscriptions/${pending.id}/activate`, trainer.token, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A coaching can be activated only once its first consultation is held');

    const outOfRange = await call('PUT', `/coaching-subscriptions/${pending.id}/weeks/5`, trainer.token, {
      published: false,
    });
    expect(outOfRange.statusCode).toBe(422);
    expect(outOfRange.json()).toMatchObject({ message: 'This coaching has 4 weeks' });
    const empty = await call('PUT', `/coaching-subscriptions/${pending.id}/weeks/2`, trainer.token, {
      published: true,
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Add at least one exercise before publishing the week');
    const badWeek = await call('PUT', `/coaching-subscriptions/${pending.id}/weeks/0`, trainer.token, {
      published: false,
    });
    // A week that does not parse names nothing (issue 30).
    expect(badWeek.statusCode).toBe(404);
    const noMovement = await call('PUT', `/coaching-subscriptions/${pending.id}/weeks/1`, trainer.token, {
      published: true,
      activities: [{ day: 1, movement: ' ' }],
    });
    expect(noMovement.statusCode).toBe(422);
    expect(noMovement.json().message).toBe('Movement is required');

    // Once the client logged week 1 its exercises stay; publishing alone is still allowed.
    const active = await activeCoaching(t.app, trainer.id);
    const detail = await call('GET', `/coaching-subscriptions/${active.sub.id}`, trainer.token);
    const first = detail.json().subscription.schedule[0].week_activities[0].day_activities[0]._id;
    await saveCoachingDayProgress(t.db, active.client.id, first, { actual_rpe: 7 });
    const replace = await call('PUT', `/coaching-subscriptions/${active.sub.id}/weeks/1`, trainer.token, {
      published: true,
      activities: weekActivities(1),
    });
    expect(replace.statusCode).toBe(409);
    expect(replace.json().message).toBe(
      'The client has logged training in week 1: its exercises can no longer be replaced',
    );
    const unpublished = await call('PUT', `/coaching-subscriptions/${active.sub.id}/weeks/3`, trainer.token, {
      published: true,
    });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json()).toMatchObject({
      message: 'Week 3 published',
      subscription: {
        schedule: expect.arrayContaining([expect.objectContaining({ week: 3, published: true })]),
      },
    });

    const consultation = await requestedCoaching();
    await call('POST', `/coaching-consultations/${consultation.id}/approve`, trainer.token);
    const twice = await call('POST', `/coaching-consultations/${consultation.id}/approve`, trainer.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This consultation date is already approved');
    const pastProposal = await call(
      'POST',
      `/coaching-consultations/${consultation.id}/propose`,
      trainer.token,
      {
        consultation_date: dateIn(-2),
        reason: 'Away',
      },
    );
    expect(pastProposal.statusCode).toBe(422);
    expect(pastProposal.json().message).toBe('The proposed date cannot be in the past');
    await call('POST', `/coaching-consultations/${consultation.id}/held`, trainer.token, { remarks: 'Done' });
    const closed = await call('POST', `/coaching-consultations/${consultation.id}/approve`, trainer.token);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This consultation is already Completed');

    const missing = await call('POST', '/coaching-consultations/not-an-id/approve', admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Consultation not found');
    const req = await weekRequest();
    await call('POST', `/coaching-week-requests/${req.id}/approve`, trainer.token);
    const decided = await call('POST', `/coaching-week-requests/${req.id}/approve`, trainer.token);
    expect(decided.statusCode).toBe(409);
    expect(decided.json().message).toBe('This request is already Approved');
  });

  describe('in their order (issue 36)', () => {
    afterEach(() => vi.useRealTimers());

    it('a coaching cannot be activated while its week 1 is unwritten or a draft', async () => {
      const held = await coachingIn('held');
      const url = `/coaching-subscriptions/${held.id}/activate`;
      const unwritten = await call('POST', url, trainer.token, {});
      expect(unwritten.statusCode).toBe(409);
      expect(unwritten.json().message).toBe('Write and publish week 1 before activating this coaching');
      await writeCoachingWeek(t.db, held.id, ADMIN, 1, { published: false, activities: weekActivities(1) });
      const draft = await call('POST', url, trainer.token, {});
      expect(draft.statusCode).toBe(409);
      expect(draft.json().message).toBe('Write and publish week 1 before activating this coaching');
      await writeCoachingWeek(t.db, held.id, ADMIN, 1, { published: true });
      const ok = await call('POST', url, trainer.token, {});
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().subscription.status).toBe('Active');
    });

    it('a coaching or paid consultation is held only from its day in Nepal', async () => {
      const coaching = await requestedCoaching(2);
      const paid = await requestedPaid(2);
      const coachingUrl = `/coaching-consultations/${coaching.id}/held`;
      const paidUrl = `/consultation-subscriptions/${paid.id}/consultation/held`;
      for (const url of [coachingUrl, paidUrl]) {
        const early = await call('POST', url, trainer.token, { remarks: 'Done' });
        expect(early.statusCode).toBe(409);
        expect(early.json().message).toBe(
          `The consultation is on ${dateIn(2)}: it can be marked held from that day (Nepal time)`,
        );
      }
      // 00:00 in Kathmandu on that day (18:15 UTC the day before), with a token issued then.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${dateIn(1)}T18:15:00Z`));
      const token = t.app.issueToken(trainer as unknown as Parameters<typeof t.app.issueToken>[0]);
      for (const url of [coachingUrl, paidUrl]) {
        const held = await call('POST', url, token, { remarks: 'Done' });
        expect(held.statusCode, held.body).toBe(200);
      }
    });

    it('a proposal needs a reason, which the client reads', async () => {
      const coaching = await requestedCoaching(2);
      const paid = await requestedPaid(2);
      const coachingUrl = `/coaching-consultations/${coaching.id}/propose`;
      const paidUrl = `/consultation-subscriptions/${paid.id}/consultation/propose`;
      for (const url of [coachingUrl, paidUrl]) {
        const none = await call('POST', url, trainer.token, { consultation_date: dateIn(5) });
        expect(none.statusCode).toBe(422);
        expect(none.json().errors).toEqual({ reason: 'Give the client a reason for the new date' });
        const ok = await call('POST', url, trainer.token, {
          consultation_date: dateIn(5),
          reason: 'I compete that weekend',
        });
        expect(ok.statusCode, ok.body).toBe(200);
      }
      const read = (url: string, token: string) =>
        t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(token) });
      const mine = await read(`/subscribed/coaching/detail/${coaching.subscriptionId}`, coaching.clientToken);
      expect(mine.json().subscription.latest_consultation).toMatchObject({
        proposed: true,
        proposal_reason: 'I compete that weekend',
      });
      const all = await read('/subscribed/consultations/all', paid.clientToken);
      expect(all.json().consultations[0].consultation).toMatchObject({
        proposed: true,
        proposal_reason: 'I compete that weekend',
      });
    });
  });
});
