import { describe, expect, it, vi } from 'vitest';
import { clockTestAppForFile, requests, setClock } from '../../../test/test-app';
import {
  approvePaidConsultation,
  markPaidConsultationHeld,
  proposePaidConsultation,
} from './coaching-staff.service';
import {
  ADMIN,
  firstConsultationHeld,
  pendingCoaching,
  pendingConsultation,
} from './coaching-training-fixtures';
import { requestCoachingConsultation } from './coaching-training.service';
import { approveConsultationDate, markConsultationHeld } from './template-staff.service';
import {
  dateIn,
  grantLine,
  makeClient,
  makeScheduledTemplate,
  STAFF,
  HELD_LATER,
} from './template-training-fixtures';
import { requestTemplateConsultation } from './template-training.service';

/**
 * A client's paid consultations (issue 16): GET /subscribed/consultations with the section 4 filter, setting and
 * changing the date, staff's steps to held; My Consultations (templates, coaching and paid together); the
 * dashboard's count of consultations to come.
 */

const t = clockTestAppForFile();

const send = requests(t);
const get = (url: string, token?: string) => send('GET', url, token);
const requestDate = (token: string, subscription: string, consultation_date: unknown) =>
  send('POST', '/subscribed/consultation/request', token, { subscription, consultation_date });

const dateSetText = (date: string) =>
  `Your consultation request has been set for ${date}. Please wait until our team approves your request.`;

describe('GET /subscribed/consultations', () => {
  it('lists a paid consultation with its programme, trainer and plan', async () => {
    const { client, consultation, trainerId, sub } = await pendingConsultation(t.app);
    const res = await get('/subscribed/consultations', client.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      currentPage: 1,
      totalPage: 1,
      totalDocuments: 1,
      consultations: [
        {
          _id: sub.id,
          status: 'Pending',
          consultation: {
            _id: consultation.id,
            title: consultation.title,
            slug: consultation.slug,
            cover: consultation.cover,
          },
          consultation_trainer: expect.objectContaining({ _id: trainerId }),
          consultation_plan: 'half_hour',
          minutes: 30,
          consultation_date: null,
          consultation_approved: false,
          consultation_proposed: false,
          consultation_proposal_reason: null,
          remarks: '',
          completed: false,
          consultation_display: 'Pending',
          createdAt: expect.any(String),
        },
      ],
    });
  });

  it('pages 5 a page latest first and filters: Upcoming = requested, Previous = completed, Pending = not_requested', async () => {
    const client = await makeClient(t.app);
    const subs = [];
    for (let i = 0; i < 6; i++) subs.push((await pendingConsultation(t.app, undefined, { client })).sub);
    await requestDate(client.token, subs[0].id, dateIn(2));
    await markPaidConsultationHeld(t.db, subs[0].id, ADMIN, 'Done', HELD_LATER);
    await requestDate(client.token, subs[1].id, dateIn(3));
    await pendingConsultation(t.app); // another client's

    const list = async (query: string) => {
      const res = await get(`/subscribed/consultations${query}`, client.token);
      expect(res.statusCode, query).toBe(200);
      const body = res.json();
      return {
        ids: body.consultations.map((s: { _id: string }) => s._id),
        paging: [body.currentPage, body.totalPage, body.totalDocuments],
      };
    };
    const newestFirst = subs.map((s) => s.id).reverse();
    expect(await list('')).toEqual({ ids: newestFirst.slice(0, 5), paging: [1, 2, 6] });
    expect((await list('?page=2')).ids).toEqual([subs[0].id]);
    expect((await list('?sort=oldest&resultsPerPage=2')).ids).toEqual([subs[0].id, subs[1].id]);
    expect(await list('?consultation_status=completed')).toEqual({ ids: [subs[0].id], paging: [1, 1, 1] });
    expect((await list('?consultation_status=requested')).ids).toEqual([subs[1].id]);
    expect((await list('?consultation_status=not_requested')).ids).toEqual(newestFirst.slice(0, 4));
    expect((await list('?consultation_status=all')).paging).toEqual([1, 2, 6]);
    const held = (await get('/subscribed/consultations?consultation_status=completed', client.token)).json()
      .consultations[0];
    expect(held).toMatchObject({
      status: 'Consultation Completed',
      completed: true,
      remarks: 'Done',
      consultation_display: 'Previous',
      consultation_approved: true,
    });
  });

  it('refuses a bad query with 400 and a visitor with 401', async () => {
    const client = await makeClient(t.app);
    for (const path of ['/subscribed/consultations', '/subscribed/consultations/all']) {
      const bad = await get(`${path}?consultation_status=past`, client.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(
        'consultation_status must be one of all, requested, completed, not_requested',
      );
      expect((await get(`${path}?sort=newest`, client.token)).json().message).toBe(
        'sort must be latest or oldest',
      );
      expect((await get(path)).statusCode).toBe(401);
    }
  });
});

describe('POST /subscribed/consultation/request', () => {
  it('sets the date, changes it until staff approve it (a proposed one too), refuses it once held', async () => {
    const { client, sub } = await pendingConsultation(t.app);
    const res = await requestDate(client.token, sub.id, dateIn(4));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: dateSetText(dateIn(4)),
      subscription: {
        _id: sub.id,
        status: 'Consultation Requested',
        consultation_date: dateIn(4),
        consultation_approved: false,
        consultation_display: 'Upcoming',
      },
    });
    expect((await requestDate(client.token, sub.id, dateIn(5))).json().subscription.consultation_date).toBe(
      dateIn(5),
    );
    expect(await proposePaidConsultation(t.db, sub.id, ADMIN, dateIn(7), 'Trainer away')).toMatchObject({
      consultation_date: dateIn(7),
      consultation_proposed: true,
      consultation_approved: false,
    });
    expect((await requestDate(client.token, sub.id, dateIn(8))).json().subscription).toMatchObject({
      consultation_date: dateIn(8),
      consultation_proposed: false,
    });
    expect(await approvePaidConsultation(t.db, sub.id, ADMIN)).toMatchObject({ consultation_approved: true });
    const approved = await requestDate(client.token, sub.id, dateIn(9));
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe(
      'Your consultation date has been approved and can no longer be changed',
    );
    await expect(approvePaidConsultation(t.db, sub.id, ADMIN)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This consultation date is already approved',
    });

    expect(
      await markPaidConsultationHeld(t.db, sub.id, ADMIN, 'Deadlift form fixed', HELD_LATER),
    ).toMatchObject({
      status: 'Consultation Completed',
      completed: true,
      remarks: 'Deadlift form fixed',
    });
    const held = await requestDate(client.token, sub.id, dateIn(9));
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('This consultation has been held. Purchase it again to book another');
  });

  it('staff cannot approve or hold a consultation without a date', async () => {
    const { sub } = await pendingConsultation(t.app);
    await expect(approvePaidConsultation(t.db, sub.id, ADMIN)).rejects.toMatchObject({ statusCode: 409 });
    await expect(markPaidConsultationHeld(t.db, sub.id, ADMIN, 'x', HELD_LATER)).rejects.toMatchObject({
      statusCode: 409,
      message: 'A Pending subscription cannot become Consultation Completed',
    });
    await expect(
      proposePaidConsultation(t.db, sub.id, ADMIN, dateIn(-1), 'Trainer away'),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  it('refuses a past date (today in Nepal), bad bodies, and subscriptions not the caller’s', async () => {
    setClock('2031-03-10T20:00:00Z');
    const { client, sub } = await pendingConsultation(t.app);
    const past = await requestDate(client.token, sub.id, '2031-03-10');
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual({
      status: 'error',
      message: 'Consultation date cannot be in the past',
      errors: { consultation_date: 'Consultation date cannot be in the past' },
    });
    expect((await requestDate(client.token, sub.id, '2031-03-11')).statusCode).toBe(200);
    vi.useRealTimers();

    const bodies: [unknown, string, string][] = [
      [{ subscription: sub.id }, 'consultation_date', 'Consultation date is required'],
      [
        { subscription: sub.id, consultation_date: '11-03-2031' },
        'consultation_date',
        'Consultation date must be a date (YYYY-MM-DD)',
      ],
      [{ consultation_date: dateIn(3) }, 'subscription', 'subscription must be a subscription id'],
    ];
    for (const [body, field, message] of bodies) {
      const res = await send('POST', '/subscribed/consultation/request', client.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    }
    const other = await makeClient(t.app);
    const theirs = await requestDate(other.token, sub.id, dateIn(3));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Subscription not found');
    const { client: coachingClient, sub: coaching } = await pendingCoaching(t.app);
    expect((await requestDate(coachingClient.token, coaching.id, dateIn(3))).statusCode).toBe(404);
    expect((await requestDate('', sub.id, dateIn(3))).statusCode).toBe(401);
  });
});

describe('GET /subscribed/consultations/all (My Consultations)', () => {
  it('lists the consultations of templates, coaching and paid consultations together, with the filter', async () => {
    const client = await makeClient(t.app);
    const template = await makeScheduledTemplate(t.db, 1);
    const templateSub = await grantLine(t.db, client.id, template.id); // Pending
    const coaching = (await pendingCoaching(t.app, undefined, { client })).sub; // Upcoming once requested
    const paid = (await pendingConsultation(t.app, undefined, { client })).sub; // Previous once held
    await requestCoachingConsultation(t.db, client.id, {
      subscription: coaching.id,
      consultation_date: dateIn(3),
    });
    await requestDate(client.token, paid.id, dateIn(2));
    await markPaidConsultationHeld(t.db, paid.id, ADMIN, 'Good', HELD_LATER);

    const res = await get('/subscribed/consultations/all', client.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ currentPage: 1, totalPage: 1, totalDocuments: 3 });
    expect(
      body.consultations.map((c: { _id: string; on_model: string; consultation_display: string }) => [
        c._id,
        c.on_model,
        c.consultation_display,
      ]),
    ).toEqual([
      [paid.id, 'Consultation', 'Previous'],
      [coaching.id, 'Coaching', 'Upcoming'],
      [templateSub.id, 'Template', 'Pending'],
    ]);
    expect(body.consultations[1]).toMatchObject({
      title: expect.stringMatching(/^Online Coaching /),
      plan: 'w4',
      consultation: {
        consultation_date: dateIn(3),
        approved: false,
        completed: false,
        _id: expect.any(String),
      },
    });
    expect(body.consultations[2]).toMatchObject({ title: template.title, consultation: { _id: null } });
    // Each row names what was bought (Purchase Again carries it to express checkout).
    expect(body.consultations.map((c: { model_id: string }) => c.model_id)).toEqual([
      paid.modelId,
      coaching.modelId,
      template.id,
    ]);

    const filtered = async (status: string) =>
      (await get(`/subscribed/consultations/all?consultation_status=${status}`, client.token))
        .json()
        .consultations.map((c: { _id: string }) => c._id);
    expect(await filtered('completed')).toEqual([paid.id]);
    expect(await filtered('requested')).toEqual([coaching.id]);
    expect(await filtered('not_requested')).toEqual([templateSub.id]);
    const oldest = await get(
      '/subscribed/consultations/all?sort=oldest&resultsPerPage=1&page=2',
      client.token,
    );
    expect(oldest.json()).toMatchObject({ consultations: [{ _id: coaching.id }], totalPage: 3 });
  });
});

describe('GET /analytics/profile/dashboard with coaching and paid consultations', () => {
  it('counts coaching subscriptions and open coaching consultations dated today in Nepal or later', async () => {
    setClock('2031-06-01T20:00:00Z'); // 2 June in Kathmandu
    const client = await makeClient(t.app);
    const open = (await pendingCoaching(t.app, undefined, { client })).sub;
    const held = (await pendingCoaching(t.app, undefined, { client })).sub;
    const paid = (await pendingConsultation(t.app, undefined, { client })).sub;
    const template = await grantLine(t.db, client.id, (await makeScheduledTemplate(t.db, 1)).id);
    await requestCoachingConsultation(t.db, client.id, {
      subscription: open.id,
      consultation_date: '2031-06-02',
    });
    await firstConsultationHeld(t.db, client.id, held.id); // held: not counted
    await requestDate(client.token, paid.id, '2031-06-05');
    await requestTemplateConsultation(t.db, client.id, {
      subscription_id: template.id,
      consultation_date: '2031-06-03',
    });
    await approveConsultationDate(t.db, template.id, STAFF);
    await markConsultationHeld(t.db, template.id, STAFF, 'Done', HELD_LATER); // held: not counted

    const res = await get('/analytics/profile/dashboard', client.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().counts).toEqual({
      subscribed_templates: 1,
      subscribed_coachings: 2,
      upcomming_consultations: 2,
      active_orders: 4,
    });
  });
});
