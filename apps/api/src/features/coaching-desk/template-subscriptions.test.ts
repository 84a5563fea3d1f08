import { and, count, eq } from 'drizzle-orm';
import { addDays } from '@oxstrength/shared/training';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auth, requests, testAppForFile } from '../../../test/test-app';
import { auditEntries } from '../../db/schema/audit';
import { roomyCapacity } from '../consultations/capacity-fixtures';
import { mailOutbox } from '../../db/schema/mail';
import { subscriptions } from '../../db/schema/subscriptions';
import { activate, setInactive } from '../training/template-staff.service';
import {
  consultationHeld,
  dateIn,
  grantLine,
  makeClient,
  makeScheduledTemplate,
  STAFF,
} from '../training/template-training-fixtures';
import { requestTemplateConsultation, requestWeekCompletion } from '../training/template-training.service';
import { makeUser } from '../trainers/trainer-fixtures';

/**
 * The staff workspace's routes (issue 17): the role hook and the policy on every route, each transition's rule
 * and message, the audit entries (written with the action, read by admins only) and the client's mails.
 */

const t = testAppForFile();
type Person = { id: string; email: string; token: string };
let admin: Person;
let trainer: Person;
let otherTrainer: Person;

const staffUser = async (userType: 'Admin' | 'Trainer') => {
  const user = await makeUser(t.db, { userType });
  return { ...user, token: t.app.issueToken(user) };
};

beforeAll(async () => {
  admin = await staffUser('Admin');
  trainer = await staffUser('Trainer');
  otherTrainer = await staffUser('Trainer');
  await roomyCapacity(t.db, trainer.id, otherTrainer.id);
});

/** A token issued at the (possibly faked) time now: one issued at the real time has expired by then. */
const tokenNow = (p: Person) => t.app.issueToken(p as unknown as Parameters<typeof t.app.issueToken>[0]);

const call = requests(t, '/api/v1/staff');

type State = 'pending' | 'requested' | 'due' | 'held' | 'active' | 'inactive' | 'week';

/** A client's subscription of a fresh 2-week template trained by `trainerId` (default: `trainer`), in `state`. */
async function subIn(state: State, trainerId: string | null = trainer.id, weeks = 2) {
  const client = await makeClient(t.app);
  const template = await makeScheduledTemplate(t.db, weeks, trainerId);
  const sub = await grantLine(t.db, client.id, template.id);
  let requestId = '';
  if (state === 'requested' || state === 'due')
    await requestTemplateConsultation(t.db, client.id, {
      subscription_id: sub.id,
      // due: the consultation is today in Nepal, so it may be marked held.
      consultation_date: dateIn(state === 'due' ? 0 : 3),
    });
  if (['held', 'active', 'inactive', 'week'].includes(state)) await consultationHeld(t.db, client.id, sub.id);
  if (['active', 'inactive', 'week'].includes(state)) await activate(t.db, sub.id, STAFF, dateIn(0));
  if (state === 'inactive') await setInactive(t.db, sub.id, STAFF, 'Travelling');
  if (state === 'week') {
    const asked = await requestWeekCompletion(t.db, client.id, {
      subscription: sub.id,
      weeks_completed: 1,
      remarks: 'Squats felt strong',
      skip_reason: 'Travelling',
    });
    requestId = asked.subscription.week_completed_req!._id;
  }
  return { client, template, sub, requestId };
}

const row = async (id: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

const mailsTo = (email: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));

const auditCount = async (recordId: string) =>
  (await t.db.select({ n: count() }).from(auditEntries).where(eq(auditEntries.recordId, recordId)))[0].n;

interface RouteCase {
  name: string;
  state: State;
  method: 'GET' | 'POST';
  url: (s: Awaited<ReturnType<typeof subIn>>) => string;
  body?: unknown;
  status?: number;
}

const sub =
  (path = '') =>
  (s: { sub: { id: string } }) =>
    `/template-subscriptions/${s.sub.id}${path}`;
const week = (path: string) => (s: { requestId: string }) => `/week-requests/${s.requestId}${path}`;

const ROUTES: RouteCase[] = [
  { name: 'GET one subscription', state: 'active', method: 'GET', url: sub() },
  { name: 'approve the date', state: 'requested', method: 'POST', url: sub('/consultation/approve') },
  {
    name: 'propose a date',
    state: 'requested',
    method: 'POST',
    url: sub('/consultation/propose'),
    body: { consultation_date: dateIn(5), reason: 'The trainer is away that week' },
  },
  {
    name: 'mark held',
    state: 'due',
    method: 'POST',
    url: sub('/consultation/held'),
    body: { remarks: 'Good mobility' },
  },
  { name: 'activate', state: 'held', method: 'POST', url: sub('/activate'), body: {} },
  {
    name: 'make inactive',
    state: 'active',
    method: 'POST',
    url: sub('/inactive'),
    body: { reason: 'Injury' },
  },
  {
    name: 'reactivate',
    state: 'inactive',
    method: 'POST',
    url: sub('/reactivate'),
    body: { reason: 'Back' },
  },
  { name: 'approve a week', state: 'week', method: 'POST', url: week('/approve') },
  {
    name: 'return a week',
    state: 'week',
    method: 'POST',
    url: week('/return'),
    body: { note: 'Log weights' },
  },
];

describe('who may call each staff route', () => {
  it.each(ROUTES)(
    '$name: visitor 401, client 403, another trainer 404, its trainer and admins 2xx',
    async (r) => {
      const s = await subIn(r.state);
      const url = r.url(s);
      const entries = await auditCount(s.sub.id);
      const visitor = await call(r.method, url, undefined, r.body);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ status: 'error', message: 'Please sign in to continue' });
      const client = await call(r.method, url, s.client.token, r.body);
      expect(client.statusCode).toBe(403);
      expect(client.json()).toEqual({ status: 'error', message: 'You are not allowed to do that' });
      const other = await call(r.method, url, otherTrainer.token, r.body);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toMatch(/^(Subscription|Week completion request) not found$/);
      expect(await auditCount(s.sub.id)).toBe(entries);

      const own = await call(r.method, url, trainer.token, r.body);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().subscription._id).toBe(s.sub.id);

      const again = await subIn(r.state);
      const byAdmin = await call(r.method, r.url(again), admin.token, r.body);
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    },
  );

  it('a template without a trainer is for admins only', async () => {
    const s = await subIn('requested', null);
    expect((await call('GET', `/template-subscriptions/${s.sub.id}`, trainer.token)).statusCode).toBe(404);
    expect((await call('GET', `/template-subscriptions/${s.sub.id}`, admin.token)).statusCode).toBe(200);
  });

  it('the inbox lists only the caller’s scope: visitor 401, client 403', async () => {
    const s = await subIn('requested');
    const url = '/template-subscriptions?state=consultation_requests&resultsPerPage=100';
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, s.client.token)).statusCode).toBe(403);
    const ids = async (token: string) =>
      (await call('GET', url, token)).json().subscriptions.map((x: { _id: string }) => x._id);
    expect(await ids(trainer.token)).toContain(s.sub.id);
    expect(await ids(admin.token)).toContain(s.sub.id);
    expect(await ids(otherTrainer.token)).not.toContain(s.sub.id);
  });

  it('the audit log is for admins only: visitor 401, client 403, trainer 403', async () => {
    const s = await subIn('requested');
    const url = `/audit?record_type=subscription&record_id=${s.sub.id}`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, s.client.token)).statusCode).toBe(403);
    const byTrainer = await call('GET', url, trainer.token);
    expect(byTrainer.statusCode).toBe(403);
    expect(byTrainer.json()).toEqual({ status: 'error', message: 'You are not allowed to do that' });
    expect((await call('GET', url, admin.token)).statusCode).toBe(200);
  });

  it('a missing or malformed id is a 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call('POST', `/template-subscriptions/${id}/consultation/approve`, admin.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Subscription not found');
      const w = await call('POST', `/week-requests/${id}/approve`, admin.token);
      expect(w.statusCode).toBe(404);
      expect(w.json().message).toBe('Week completion request not found');
    }
  });
});

describe('the inbox', () => {
  it('lists each waiting state with the client, template, date and open week request', async () => {
    const requested = await subIn('requested');
    const held = await subIn('held');
    const waiting = await subIn('week');
    const list = async (state: string) =>
      (await call('GET', `/template-subscriptions?state=${state}&resultsPerPage=100`, trainer.token)).json();

    const requests = await list('consultation_requests');
    expect(requests).toMatchObject({ status: 'success', currentPage: 1 });
    expect(requests.subscriptions.find((x: { _id: string }) => x._id === requested.sub.id)).toEqual({
      _id: requested.sub.id,
      client: { _id: requested.client.id, name: requested.client.name, email: requested.client.email },
      template: { _id: requested.template.id, title: requested.template.title },
      status: 'Consultation Requested',
      consultation_date: dateIn(3),
      consultation_approved: false,
      consultation_proposed: false,
      consultation_proposal_reason: null,
      remarks: '',
      weeks: 2,
      weeks_completed: 0,
      started_on: null,
      status_reason: null,
      open_week_request: null,
      createdAt: expect.any(String),
    });
    const ids = (l: { subscriptions: { _id: string }[] }) => l.subscriptions.map((x) => x._id);
    expect(ids(requests)).not.toContain(held.sub.id);
    expect(ids(await list('to_activate'))).toContain(held.sub.id);
    const weeks = await list('week_requests');
    expect(
      weeks.subscriptions.find((x: { _id: string }) => x._id === waiting.sub.id).open_week_request,
    ).toEqual({
      _id: waiting.requestId,
      week: 1,
      remarks: 'Squats felt strong',
      skipped_activities: expect.any(Array),
      skip_reason: 'Travelling',
      createdAt: expect.any(String),
    });
    expect(ids(weeks)).not.toContain(requested.sub.id);

    const bad = await call('GET', '/template-subscriptions?state=everything', trainer.token);
    expect(bad.statusCode).toBe(400);
  });

  it('one subscription shows every week (locked ones too) and its week requests', async () => {
    const s = await subIn('week');
    const res = await call('GET', `/template-subscriptions/${s.sub.id}`, trainer.token);
    const detail = res.json().subscription;
    expect(detail.schedule.map((w: { status: string }) => w.status)).toEqual(['In Progress', 'Locked']);
    expect(detail.schedule[1].week_activities.length).toBeGreaterThan(0);
    expect(detail.week_requests).toEqual([
      expect.objectContaining({ _id: s.requestId, week: 1, status: 'Open', note: null, decided_at: null }),
    ]);
  });
});

describe('the consultation', () => {
  it('approve: once, with its audit entry and mail; the client can no longer change the date', async () => {
    const s = await subIn('requested');
    const res = await call('POST', `/template-subscriptions/${s.sub.id}/consultation/approve`, trainer.token);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Consultation date approved',
      subscription: { consultation_approved: true, consultation_proposed: false },
    });
    const twice = await call(
      'POST',
      `/template-subscriptions/${s.sub.id}/consultation/approve`,
      trainer.token,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This consultation date is already approved');
    expect(await mailsTo(s.client.email, 'staff-date-approved')).toHaveLength(1);

    const log = await call('GET', `/audit?record_type=subscription&record_id=${s.sub.id}`, admin.token);
    expect(log.json()).toMatchObject({ status: 'success', totalDocuments: 1, currentPage: 1, totalPage: 1 });
    expect(log.json().entries[0]).toEqual({
      _id: expect.any(String),
      user: { _id: trainer.id, name: expect.any(String), email: trainer.email },
      role: 'trainer',
      action: 'subscription.approveDate',
      record_type: 'subscription',
      record_id: s.sub.id,
      before: { consultation_approved: false },
      after: { consultation_approved: true },
      createdAt: expect.any(String),
    });
  });

  it('approve before the client set a date is refused, and leaves no audit entry', async () => {
    const s = await subIn('pending');
    const res = await call('POST', `/template-subscriptions/${s.sub.id}/consultation/approve`, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A Pending subscription cannot become Consultation Requested');
    expect(await auditCount(s.sub.id)).toBe(0);
  });

  it('propose: replaces the date as approved, and the client may still change it (a request again)', async () => {
    const s = await subIn('requested');
    const past = await call(
      'POST',
      `/template-subscriptions/${s.sub.id}/consultation/propose`,
      trainer.token,
      {
        consultation_date: '2020-01-01',
        reason: 'Away',
      },
    );
    expect(past.statusCode).toBe(422);
    expect(past.json().errors).toEqual({ consultation_date: 'The proposed date cannot be in the past' });
    const invalid = await call(
      'POST',
      `/template-subscriptions/${s.sub.id}/consultation/propose`,
      trainer.token,
      {
        consultation_date: 'soon',
        reason: 'Away',
      },
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      consultation_date: 'Consultation date must be a date (YYYY-MM-DD)',
    });

    const res = await call(
      'POST',
      `/template-subscriptions/${s.sub.id}/consultation/propose`,
      trainer.token,
      {
        consultation_date: dateIn(6),
        reason: 'The trainer is away that week',
      },
    );
    expect(res.json()).toMatchObject({
      message: `Consultation date ${dateIn(6)} proposed to the client`,
      subscription: {
        consultation_date: dateIn(6),
        consultation_approved: true,
        consultation_proposed: true,
      },
    });
    const [mail] = await mailsTo(s.client.email, 'staff-date-proposed');
    expect(mail.text).toContain('choose another date');

    // The client reads the proposal as a date they may still change.
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscribed/template/${s.sub.id}`,
      headers: auth(s.client.token),
    });
    expect(seen.json().subscription).toMatchObject({
      consultation_date: dateIn(6),
      consultation_approved: false,
      consultation_proposed: true,
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscribed/template/consultation/request',
      headers: auth(s.client.token),
      payload: { subscription_id: s.sub.id, consultation_date: dateIn(8) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().subscription).toMatchObject({
      consultation_date: dateIn(8),
      consultation_approved: false,
    });
    expect(await row(s.sub.id)).toMatchObject({ consultationApprovedAt: null, consultationProposed: false });
  });

  it('held: needs remarks, moves to Consultation Completed and mails the client', async () => {
    const s = await subIn('due');
    const url = `/template-subscriptions/${s.sub.id}/consultation/held`;
    const empty = await call('POST', url, trainer.token, { remarks: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ remarks: 'Remarks is required' });
    const res = await call('POST', url, trainer.token, { remarks: ' Start light ' });
    expect(res.json()).toMatchObject({
      message: 'Consultation marked as held',
      subscription: { status: 'Consultation Completed', remarks: 'Start light' },
    });
    expect(await mailsTo(s.client.email, 'staff-consultation-held')).toHaveLength(1);
    const again = await call('POST', url, trainer.token, { remarks: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A Consultation Completed subscription cannot become Consultation Completed',
    );
  });

  describe('in their order (issue 36)', () => {
    afterEach(() => vi.useRealTimers());

    it('held: refused before the consultation’s day in Nepal, allowed from 00:00 there', async () => {
      const s = await subIn('requested');
      const day = (await row(s.sub.id)).consultationDate!;
      const url = `/template-subscriptions/${s.sub.id}/consultation/held`;
      // 18:14 UTC the day before is 23:59 in Kathmandu: still the day before.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${addDays(day, -1)}T18:14:00Z`));
      const early = await call('POST', url, tokenNow(trainer), { remarks: 'Went well' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(
        `The consultation is on ${day}: it can be marked held from that day (Nepal time)`,
      );
      expect((await row(s.sub.id)).status).toBe('Consultation Requested');
      // 18:15 UTC is 00:00 in Kathmandu on the consultation's day.
      vi.setSystemTime(new Date(`${addDays(day, -1)}T18:15:00Z`));
      const held = await call('POST', url, tokenNow(trainer), { remarks: 'Went well' });
      expect(held.statusCode, held.body).toBe(200);
      expect(held.json().subscription.status).toBe('Consultation Completed');
    });

    it('propose: asks for a reason, which the client reads on the dashboard and in the mail', async () => {
      const s = await subIn('requested');
      const url = `/template-subscriptions/${s.sub.id}/consultation/propose`;
      const none = await call('POST', url, trainer.token, { consultation_date: dateIn(6), reason: ' ' });
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toEqual({ reason: 'Give the client a reason for the new date' });
      const res = await call('POST', url, trainer.token, {
        consultation_date: dateIn(6),
        reason: 'The trainer is at a meet that week',
      });
      expect(res.statusCode).toBe(200);
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/v1/subscribed/template/${s.sub.id}`,
        headers: auth(s.client.token),
      });
      expect(mine.json().subscription).toMatchObject({
        consultation_proposed: true,
        consultation_proposal_reason: 'The trainer is at a meet that week',
      });
      const [mail] = await mailsTo(s.client.email, 'staff-date-proposed');
      expect(mail.text).toContain('Reason: The trainer is at a meet that week');
    });

    it('after activation the staff page no longer shows the old proposal', async () => {
      const s = await subIn('due');
      const base = `/template-subscriptions/${s.sub.id}`;
      await call('POST', `${base}/consultation/propose`, trainer.token, {
        consultation_date: dateIn(0),
        reason: 'Earlier suits the trainer',
      });
      expect((await call('GET', base, trainer.token)).json().subscription).toMatchObject({
        consultation_proposed: true,
        consultation_proposal_reason: 'Earlier suits the trainer',
      });
      await call('POST', `${base}/consultation/held`, trainer.token, { remarks: 'Good' });
      const activated = await call('POST', `${base}/activate`, trainer.token, {});
      expect(activated.statusCode, activated.body).toBe(200);
      expect((await call('GET', base, trainer.token)).json().subscription).toMatchObject({
        status: 'Active',
        consultation_proposed: false,
        consultation_proposal_reason: null,
      });
    });
  });
});

describe('activation', () => {
  it('activates a held consultation from today in Nepal by default, or from start_on', async () => {
    const s = await subIn('held');
    const res = await call('POST', `/template-subscriptions/${s.sub.id}/activate`, trainer.token, {});
    expect(res.json()).toMatchObject({
      message: 'Subscription activated',
      subscription: { status: 'Active', weeks_completed: 0, started_on: expect.any(String) },
    });
    const later = await subIn('held');
    const dated = await call('POST', `/template-subscriptions/${later.sub.id}/activate`, trainer.token, {
      start_on: dateIn(2),
    });
    expect(dated.json().subscription.started_on).toBe(dateIn(2));
    expect(await mailsTo(s.client.email, 'staff-activated')).toHaveLength(1);
    const twice = await call('POST', `/template-subscriptions/${s.sub.id}/activate`, trainer.token, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This subscription has already been activated');
  });

  it('only an admin activates without a consultation, and only with a reason', async () => {
    const s = await subIn('pending');
    const url = `/template-subscriptions/${s.sub.id}/activate`;
    const byTrainer = await call('POST', url, trainer.token, { reason: 'Skip it' });
    expect(byTrainer.statusCode).toBe(409);
    expect(byTrainer.json().message).toBe(
      'Only an admin can activate a subscription before its consultation is held',
    );
    const noReason = await call('POST', url, admin.token, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: 'Give a reason to activate without a consultation' });
    const res = await call('POST', url, admin.token, { reason: 'Returning client' });
    expect(res.json().subscription).toMatchObject({ status: 'Active', status_reason: 'Returning client' });
    const log = (
      await call('GET', `/audit?record_type=subscription&record_id=${s.sub.id}`, admin.token)
    ).json();
    expect(log.entries[0]).toMatchObject({
      action: 'subscription.activate',
      role: 'admin',
      before: { status: 'Pending', started_on: null, status_reason: null },
      after: { status: 'Active', started_on: expect.any(String), status_reason: 'Returning client' },
    });
  });

  it('inactive and back, each with a reason and a mail', async () => {
    const s = await subIn('active');
    const pending = await subIn('pending');
    const refused = await call('POST', `/template-subscriptions/${pending.sub.id}/inactive`, trainer.token, {
      reason: 'No',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A Pending subscription cannot become Inactive');
    const noReason = await call('POST', `/template-subscriptions/${s.sub.id}/inactive`, trainer.token, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: 'Reason is required' });

    const off = await call('POST', `/template-subscriptions/${s.sub.id}/inactive`, trainer.token, {
      reason: 'Injury',
    });
    expect(off.json()).toMatchObject({
      message: 'Subscription made inactive',
      subscription: { status: 'Inactive', status_reason: 'Injury' },
    });
    const [mail] = await mailsTo(s.client.email, 'staff-made-inactive');
    expect(mail.text).toContain('Reason: Injury');
    const on = await call('POST', `/template-subscriptions/${s.sub.id}/reactivate`, trainer.token, {
      reason: 'Recovered',
    });
    expect(on.json()).toMatchObject({
      message: 'Subscription made active again',
      subscription: { status: 'Active', status_reason: 'Recovered' },
    });
    expect(await mailsTo(s.client.email, 'staff-reactivated')).toHaveLength(1);
    const log = (
      await call('GET', `/audit?record_type=subscription&record_id=${s.sub.id}&resultsPerPage=1`, admin.token)
    ).json();
    // The fixture's steps (date approved, held, activated) are audited too: 5 entries, newest first.
    expect(log).toMatchObject({ totalDocuments: 5, totalPage: 5 });
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      action: 'subscription.reactivate',
      before: { status: 'Inactive', status_reason: 'Injury' },
      after: { status: 'Active', status_reason: 'Recovered' },
    });
  });
});

describe('week reviews', () => {
  it('return: the client reads the note; the request can no longer be approved', async () => {
    const s = await subIn('week');
    const empty = await call('POST', `/week-requests/${s.requestId}/return`, trainer.token, { note: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ note: 'Note is required' });
    const res = await call('POST', `/week-requests/${s.requestId}/return`, trainer.token, {
      note: 'Log your weights',
    });
    expect(res.json()).toMatchObject({
      message: 'Week 1 returned to the client',
      subscription: { weeks_completed: 0 },
    });
    const [mail] = await mailsTo(s.client.email, 'staff-week-returned');
    expect(mail.text).toContain('Log your weights');
    const approve = await call('POST', `/week-requests/${s.requestId}/approve`, trainer.token);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('This request is already Returned');
    const log = (
      await call('GET', `/audit?record_type=subscription&record_id=${s.sub.id}`, admin.token)
    ).json();
    expect(log.entries[0]).toMatchObject({
      action: 'weekRequest.return',
      before: { week_request: { _id: s.requestId, week: 1, status: 'Open', note: null } },
      after: { week_request: { _id: s.requestId, week: 1, status: 'Returned', note: 'Log your weights' } },
    });
  });

  it('approve: the last week makes it Completed', async () => {
    const s = await subIn('week', trainer.id, 1);
    const res = await call('POST', `/week-requests/${s.requestId}/approve`, trainer.token);
    expect(res.json()).toMatchObject({
      message: 'Week 1 approved',
      subscription: { status: 'Completed', weeks_completed: 1, open_week_request: null },
    });
    const [mail] = await mailsTo(s.client.email, 'staff-week-approved');
    expect(mail.text).toContain('you have completed the programme');
  });

  it('10 concurrent approvals of one request raise weeks_completed once', async () => {
    const s = await subIn('week', trainer.id, 3);
    const entries = await auditCount(s.sub.id);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', `/week-requests/${s.requestId}/approve`, i % 2 ? admin.token : trainer.token),
      ),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    for (const r of replies.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('This request is already Approved');
    expect(await row(s.sub.id)).toMatchObject({ weeksCompleted: 1, status: 'Active' });
    expect(await auditCount(s.sub.id)).toBe(entries + 1);
    expect(await mailsTo(s.client.email, 'staff-week-approved')).toHaveLength(1);
  });
});
