import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth, clockTestAppForFile, setClock } from '../../../test/test-app';
import { subscriptionDayActivities, subscriptions } from '../../db/schema/subscriptions';
import { templateDayActivities } from '../../db/schema/templates';
import { insertOrderRow } from '../orders/order-fixtures';
import { makePurchase, paid, settlePayment, startPayment } from '../payments/payment-fixtures';
import {
  activate,
  approveConsultationDate,
  approveWeek,
  markConsultationHeld,
  reactivate,
  setInactive,
} from './template-staff.service';
import {
  activeSubscription,
  consultationHeld,
  dateIn,
  grantLine,
  makeClient,
  makeScheduledTemplate,
  STAFF,
  HELD_LATER,
} from './template-training-fixtures';
import { requestWeekCompletion } from './template-training.service';

/**
 * A client's templates: My Templates (the list), the training detail, the consultation date, staff's steps up
 * to activation, and the dashboard counts. Progress and week completion: template-progress.test.ts.
 */

const t = clockTestAppForFile();

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? auth(token) : {} });
const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: token ? auth(token) : {},
    payload: payload as object,
  });

const requestDate = (token: string, subscription_id: string, consultation_date: unknown) =>
  post('/subscribed/template/consultation/request', { subscription_id, consultation_date }, token);

/** Moves JavaScript's Date (which the server reads for "today") to `iso`; real timers otherwise. */
const dateSetText = (date: string) =>
  `Your consultation request has been set for ${date}. Please wait until our team approves your request.`;

describe('GET /subscribed/templates', () => {
  it('lists the template a paid order gave, Pending, with its template', async () => {
    const p = await makePurchase(t.app);
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
    await settlePayment(t.app, payment, paid(payment.amount));

    const res = await get('/subscribed/templates', p.buyer.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', currentPage: 1, totalPage: 1, totalDocuments: 1 });
    // The consultation the order also gave is not a template; the coaching was a gift.
    expect(body.subscriptions).toEqual([
      {
        _id: expect.any(String),
        template: {
          _id: p.catalogue.template.id,
          slug: p.catalogue.template.slug,
          title: expect.stringMatching(/^Strength Block /),
          cover: `/images/catalogue/templates/${p.catalogue.template.slug}.svg`,
          weeks: 12,
          training_category: { _id: p.catalogue.category.id, name: p.catalogue.category.name },
          detail: { difficulty: 'Intermediate', requirement: 'A barbell' },
        },
        status: 'Pending',
        consultation_date: null,
        consultation_approved: false,
        consultation_proposed: false,
        consultation_proposal_reason: null,
        remarks: '',
        weeks_completed: 0,
        started_on: null,
        week_completed_req: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('pages the current ones (5 a page, latest first), Previously Purchased with expired=true, by status', async () => {
    const client = await makeClient(t.app);
    const template = await makeScheduledTemplate(t.db, 1);
    const subs = [];
    for (let i = 0; i < 8; i++) subs.push(await grantLine(t.db, client.id, template.id));
    // Not listed: a coaching of the same client and another client's template.
    await grantLine(t.db, client.id, template.id, 'Coaching');
    await grantLine(t.db, (await makeClient(t.app)).id, template.id);
    // subs[0..3] Pending; subs[4] Consultation Requested; subs[5] Active; subs[6] Completed; subs[7] Inactive.
    await requestDate(client.token, subs[4].id, dateIn(2));
    for (const s of subs.slice(5)) {
      await consultationHeld(t.db, client.id, s.id);
      await activate(t.db, s.id, STAFF, dateIn(0));
    }
    const req = await requestWeekCompletion(t.db, client.id, {
      subscription: subs[6].id,
      weeks_completed: 1,
      remarks: 'Done',
      skip_reason: 'Travelling',
    });
    expect(req.subscription.week_completed_req).toMatchObject({ status: 'Open' });
    await approveWeek(t.db, req.subscription.week_completed_req!._id, STAFF);
    await setInactive(t.db, subs[7].id, STAFF, 'Paused at the client’s request');

    const list = async (query: string) => {
      const res = await get(`/subscribed/templates${query}`, client.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      return {
        ids: body.subscriptions.map((s: { _id: string }) => s._id),
        statuses: body.subscriptions.map((s: { status: string }) => s.status),
        paging: [body.currentPage, body.totalPage, body.totalDocuments],
      };
    };
    const current = subs.slice(0, 6).map((s) => s.id);

    const first = await list('');
    expect(first.ids).toEqual(current.slice().reverse().slice(0, 5));
    expect(first.paging).toEqual([1, 2, 6]);
    expect((await list('?page=2')).ids).toEqual([current[0]]);
    expect((await list('?sort=oldest&resultsPerPage=50')).ids).toEqual(current);
    expect((await list('?expired=false&resultsPerPage=10')).ids).toEqual(current.slice().reverse());

    const previous = await list('?expired=true');
    expect(previous.ids).toEqual([subs[7].id, subs[6].id]);
    expect(previous.statuses).toEqual(['Inactive', 'Completed']);
    expect(previous.paging).toEqual([1, 1, 2]);

    expect((await list('?status=Active')).ids).toEqual([subs[5].id]);
    expect((await list('?status=Consultation%20Requested')).statuses).toEqual(['Consultation Requested']);
    expect((await list('?status=Completed')).ids).toEqual([subs[6].id]);
    expect((await list('?expired=true&status=Inactive')).ids).toEqual([subs[7].id]);
    expect((await list('?expired=false&status=Completed')).paging).toEqual([1, 1, 0]);
  });

  it('refuses a bad query with 400 and a visitor with 401', async () => {
    const client = await makeClient(t.app);
    const cases: [string, string][] = [
      ['sort=popular', 'sort must be latest or oldest'],
      ['resultsPerPage=51', 'resultsPerPage must be at most 50'],
      ['page=0', 'page must be at least 1'],
      ['expired=yes', 'expired must be true or false'],
      [
        'status=Done',
        'status must be one of Pending, Consultation Requested, Consultation Completed, Active, Inactive, Completed',
      ],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/subscribed/templates?${query}`, client.token);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const visitor = await get('/subscribed/templates');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ status: 'error', message: 'Please sign in to continue' });
  });
});

describe('GET /subscribed/template/{id}', () => {
  it('has no schedule before activation', async () => {
    const client = await makeClient(t.app);
    const template = await makeScheduledTemplate(t.db, 2);
    const sub = await grantLine(t.db, client.id, template.id);

    const res = await get(`/subscribed/template/${sub.id}`, client.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({
      _id: sub.id,
      status: 'Pending',
      template: { _id: template.id, title: template.title, weeks: 2 },
      schedule: [],
    });
  });

  it("gives the whole schedule: completed and in-progress weeks with their days, locked weeks' activities left out", async () => {
    const { client, template, sub } = await activeSubscription(t.app, 3);
    const req = await requestWeekCompletion(t.db, client.id, {
      subscription: sub.id,
      weeks_completed: 1,
      remarks: 'Week 1 felt good',
      skip_reason: 'Travelling',
    });
    await approveWeek(t.db, req.subscription.week_completed_req!._id, STAFF);

    const res = await get(`/subscribed/template/${sub.id}`, client.token);
    expect(res.statusCode).toBe(200);
    const s = res.json().subscription;
    expect(s).toMatchObject({
      status: 'Active',
      weeks_completed: 1,
      started_on: dateIn(0),
      consultation_approved: true,
      remarks: 'Good mobility; start light.',
      template: { weeks: 3, title: template.title },
      week_completed_req: null, // the latest was approved
    });
    expect(s.schedule.map((w: { week: number; status: string }) => [w.week, w.status])).toEqual([
      [1, 'Completed'],
      [2, 'In Progress'],
      [3, 'Locked'],
    ]);
    expect(s.schedule[2].week_activities).toEqual([]);
    const week2 = s.schedule[1].week_activities;
    expect(week2.map((d: { day: number }) => d.day)).toEqual([1, 2]);
    expect(week2[0].day_activities).toEqual([
      {
        _id: expect.any(String),
        movement: 'Squat W2D1',
        intensity: 'RPE 7',
        note: 'Brace hard',
        reps: '5',
        rest: '2 min',
        sets: '3',
        tempo: '3-1-1',
        planned_load: '',
        actual_rpe: null,
        weight_used: null,
        feedback: null,
      },
      expect.objectContaining({ movement: 'Row W2D1', note: '' }),
    ]);
    expect(s.schedule[0].week_activities[1].day_activities[0].movement).toBe('Squat W1D2');
  });

  it("answers 404 for another user's, a coaching, a malformed or a missing id, and 401 to a visitor", async () => {
    const { client, sub } = await activeSubscription(t.app, 1);
    const other = await makeClient(t.app);
    const coaching = await grantLine(t.db, client.id, sub.modelId, 'Coaching');
    for (const [id, token] of [
      [sub.id, other.token],
      [coaching.id, client.token],
      ['not-an-id', client.token],
      ['00000000-0000-4000-8000-000000000000', client.token],
    ]) {
      const res = await get(`/subscribed/template/${id}`, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'Subscription not found' });
    }
    expect((await get(`/subscribed/template/${sub.id}`)).statusCode).toBe(401);
  });
});

describe('POST /subscribed/template/consultation/request', () => {
  it('sets the date (Pending to Consultation Requested) and changes it until staff approve it', async () => {
    const client = await makeClient(t.app);
    const sub = await grantLine(t.db, client.id, (await makeScheduledTemplate(t.db, 1)).id);

    const date = dateIn(5);
    const res = await requestDate(client.token, sub.id, date);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: dateSetText(date),
      subscription: {
        _id: sub.id,
        status: 'Consultation Requested',
        consultation_date: date,
        consultation_approved: false,
      },
    });

    const changed = await requestDate(client.token, sub.id, dateIn(7));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().subscription).toMatchObject({ consultation_date: dateIn(7) });

    const approved = await approveConsultationDate(t.db, sub.id, STAFF);
    expect(approved).toMatchObject({ consultation_approved: true, status: 'Consultation Requested' });
    const refused = await requestDate(client.token, sub.id, dateIn(9));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'error',
      message: 'Your consultation date has been approved and can no longer be changed',
    });
    expect((await get(`/subscribed/template/${sub.id}`, client.token)).json().subscription).toMatchObject({
      consultation_date: dateIn(7),
    });
  });

  it('refuses once the consultation is held, and in every later status', async () => {
    const client = await makeClient(t.app);
    const template = await makeScheduledTemplate(t.db, 1);
    const held = await grantLine(t.db, client.id, template.id);
    await consultationHeld(t.db, client.id, held.id);
    const { client: active, sub } = await activeSubscription(t.app, 1);
    await setInactive(t.db, sub.id, STAFF, 'Injury');

    for (const [token, id] of [
      [client.token, held.id],
      [active.token, sub.id],
    ]) {
      const res = await requestDate(token, id, dateIn(3));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        'The consultation date can be set only before your consultation is held',
      );
    }
  });

  it('refuses a date before today in Nepal, bad bodies, and subscriptions not the caller’s', async () => {
    const client = await makeClient(t.app);
    const sub = await grantLine(t.db, client.id, (await makeScheduledTemplate(t.db, 1)).id);

    const past = await requestDate(client.token, sub.id, dateIn(-1));
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual({
      status: 'error',
      message: 'Consultation date cannot be in the past',
      errors: { consultation_date: 'Consultation date cannot be in the past' },
    });

    const bodies: [unknown, string, string][] = [
      [{ subscription_id: sub.id }, 'consultation_date', 'Consultation date is required'],
      [
        { subscription_id: sub.id, consultation_date: ' ' },
        'consultation_date',
        'Consultation date is required',
      ],
      [
        { subscription_id: sub.id, consultation_date: '2031-02-30' },
        'consultation_date',
        'Consultation date must be a date (YYYY-MM-DD)',
      ],
      [
        { subscription_id: sub.id, consultation_date: '12-03-2031' },
        'consultation_date',
        'Consultation date must be a date (YYYY-MM-DD)',
      ],
      [
        { subscription_id: 'abc', consultation_date: dateIn(3) },
        'subscription_id',
        'subscription_id must be a subscription id',
      ],
    ];
    for (const [body, field, message] of bodies) {
      const res = await post('/subscribed/template/consultation/request', body, client.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    }

    const other = await makeClient(t.app);
    const theirs = await requestDate(other.token, sub.id, dateIn(3));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Subscription not found');
    const coaching = await grantLine(t.db, client.id, sub.modelId, 'Coaching');
    expect((await requestDate(client.token, coaching.id, dateIn(3))).statusCode).toBe(404);
    expect((await requestDate('', sub.id, dateIn(3))).statusCode).toBe(401);
    // Nothing changed.
    expect((await get(`/subscribed/template/${sub.id}`, client.token)).json().subscription).toMatchObject({
      status: 'Pending',
      consultation_date: null,
    });
  });

  it('takes "today" in Nepal: at 20:00 UTC the UTC date is already yesterday there', async () => {
    setClock('2031-03-10T20:00:00Z'); // 01:45 on 11 March in Kathmandu
    const client = await makeClient(t.app);
    const sub = await grantLine(t.db, client.id, (await makeScheduledTemplate(t.db, 1)).id);

    const utcDate = await requestDate(client.token, sub.id, '2031-03-10');
    expect(utcDate.statusCode).toBe(422);
    expect(utcDate.json().message).toBe('Consultation date cannot be in the past');
    const nepalDate = await requestDate(client.token, sub.id, '2031-03-11');
    expect(nepalDate.statusCode).toBe(200);
    expect(nepalDate.json().message).toBe(dateSetText('2031-03-11'));

    // At 18:14 UTC it is 23:59 in Kathmandu: the same date is still today there.
    setClock('2031-03-10T18:14:00Z');
    const late = await makeClient(t.app);
    const lateSub = await grantLine(t.db, late.id, sub.modelId);
    expect((await requestDate(late.token, lateSub.id, '2031-03-10')).statusCode).toBe(200);
  });
});

describe("staff's steps to activation (service functions)", () => {
  it('activate copies the template’s schedule with new ids; later template edits do not change it', async () => {
    const client = await makeClient(t.app);
    const template = await makeScheduledTemplate(t.db, 2);
    const sub = await grantLine(t.db, client.id, template.id);

    await expect(activate(t.db, sub.id, { actor: 'trainer' }, dateIn(0))).rejects.toMatchObject({
      statusCode: 409,
      message: 'Only an admin can activate a subscription before its consultation is held',
    });
    // An admin may, but only with a reason.
    await expect(activate(t.db, sub.id, STAFF, dateIn(0))).rejects.toMatchObject({
      statusCode: 422,
      message: 'Give a reason to activate without a consultation',
    });
    await expect(approveConsultationDate(t.db, sub.id, STAFF)).rejects.toMatchObject({ statusCode: 409 });
    await consultationHeld(t.db, client.id, sub.id);
    await expect(markConsultationHeld(t.db, sub.id, STAFF, 'Again', HELD_LATER)).rejects.toMatchObject({
      statusCode: 409,
      message: 'A Consultation Completed subscription cannot become Consultation Completed',
    });
    // A client may not make staff's moves, whatever the status.
    await expect(activate(t.db, sub.id, { actor: 'client' }, dateIn(0))).rejects.toMatchObject({
      statusCode: 409,
    });

    const activated = await activate(t.db, sub.id, STAFF, dateIn(1));
    expect(activated).toMatchObject({ status: 'Active', started_on: dateIn(1), weeks_completed: 0 });
    await expect(activate(t.db, sub.id, STAFF, dateIn(1))).rejects.toMatchObject({
      statusCode: 409,
      message: 'This subscription has already been activated',
    });

    const copied = await t.db
      .select()
      .from(subscriptionDayActivities)
      .where(eq(subscriptionDayActivities.subscriptionId, sub.id));
    const original = await t.db
      .select()
      .from(templateDayActivities)
      .where(eq(templateDayActivities.templateId, template.id));
    expect(copied).toHaveLength(original.length);
    expect(copied.some((c) => original.some((o) => o.id === c.id))).toBe(false);

    await t.db
      .update(templateDayActivities)
      .set({ movement: 'Changed later' })
      .where(eq(templateDayActivities.templateId, template.id));
    const detail = (await get(`/subscribed/template/${sub.id}`, client.token)).json().subscription;
    expect(detail.schedule[0].week_activities[0].day_activities[0].movement).toBe('Squat W1D1');
  });

  it('inactive and active again: back to Active once activated, else to Consultation Completed', async () => {
    const { client, sub } = await activeSubscription(t.app, 2);
    await expect(reactivate(t.db, sub.id, STAFF, 'Nothing to do')).rejects.toMatchObject({ statusCode: 409 });
    expect(await setInactive(t.db, sub.id, STAFF, 'Injury')).toMatchObject({ status: 'Inactive' });
    expect(await reactivate(t.db, sub.id, STAFF, 'Recovered')).toMatchObject({ status: 'Active' });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row.statusReason).toBe('Recovered');
    expect(
      (await get(`/subscribed/template/${sub.id}`, client.token)).json().subscription.schedule,
    ).toHaveLength(2);

    const waiting = await grantLine(t.db, client.id, sub.modelId);
    await expect(setInactive(t.db, waiting.id, STAFF, 'Too early')).rejects.toMatchObject({
      statusCode: 409,
      message: 'A Pending subscription cannot become Inactive',
    });
    await consultationHeld(t.db, client.id, waiting.id);
    await setInactive(t.db, waiting.id, STAFF, 'Paused');
    expect(await reactivate(t.db, waiting.id, STAFF, 'Back')).toMatchObject({
      status: 'Consultation Completed',
      started_on: null,
    });
  });
});

describe('GET /analytics/profile/dashboard', () => {
  it('counts zero for a new client and refuses a visitor', async () => {
    const client = await makeClient(t.app);
    const res = await get('/analytics/profile/dashboard', client.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      counts: {
        subscribed_templates: 0,
        subscribed_coachings: 0,
        upcomming_consultations: 0,
        active_orders: 0,
      },
    });
    expect((await get('/analytics/profile/dashboard')).statusCode).toBe(401);
  });

  it('counts templates, coachings, consultations to come (today in Nepal or later, not held) and Active orders', async () => {
    setClock('2031-06-01T20:00:00Z'); // 2 June in Kathmandu
    const client = await makeClient(t.app);
    const template = await makeScheduledTemplate(t.db, 1);
    const requested = await grantLine(t.db, client.id, template.id); // dated 2 June: counted
    const held = await grantLine(t.db, client.id, template.id); // held: not counted
    await grantLine(t.db, client.id, template.id); // no date
    const coaching = await grantLine(t.db, client.id, template.id, 'Coaching'); // dated 1 June: past in Nepal
    const consultation = await grantLine(t.db, client.id, template.id, 'Consultation'); // 10 June: counted
    await requestDate(client.token, requested.id, '2031-06-02');
    await requestDate(client.token, held.id, '2031-06-05');
    await approveConsultationDate(t.db, held.id, STAFF);
    await markConsultationHeld(t.db, held.id, STAFF, 'Done', HELD_LATER);
    // Coaching and consultation dates have no client route yet: written as staff will.
    await t.db
      .update(subscriptions)
      .set({ consultationDate: '2031-06-01' })
      .where(eq(subscriptions.id, coaching.id));
    await t.db
      .update(subscriptions)
      .set({ consultationDate: '2031-06-10' })
      .where(eq(subscriptions.id, consultation.id));
    // Each grantLine paid an Active order (5); these are not Active.
    await insertOrderRow(t.db, client.id, 'Delivered');
    await insertOrderRow(t.db, client.id, 'Initiated');
    await insertOrderRow(t.db, client.id, 'Cancelled');
    // Another client's do not count.
    const other = await makeClient(t.app);
    await grantLine(t.db, other.id, template.id);

    const res = await get('/analytics/profile/dashboard', client.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual({
      subscribed_templates: 3,
      subscribed_coachings: 1,
      upcomming_consultations: 2,
      active_orders: 5,
    });
  });
});
