import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { requests, testAppForFile } from '../../../test/test-app';
import { makeConsultation } from '../programmes/programme-fixtures';
import { grantProgramme, makePerson, pendingCoaching } from '../training/coaching-training-fixtures';
import { requestCoachingConsultation } from '../training/coaching-training.service';
import { requestPaidConsultation } from '../training/consultation-training.service';
import { dateIn, grantLine, makeClient, makeScheduledTemplate } from '../training/template-training-fixtures';
import { requestTemplateConsultation } from '../training/template-training.service';

/**
 * A trainer's daily capacity and consultation calendar (issue 17): the policy on each route (visitor 401,
 * client 403, another trainer 404, the trainer and an admin 200), the audit of a change, and approvals refused
 * past the capacity, also when 20 arrive at once.
 */

const t = testAppForFile();
type Person = Awaited<ReturnType<typeof makePerson>>;
let admin: Person;
let client: Person;

beforeAll(async () => {
  admin = await makePerson(t.app, 'Admin');
  client = await makePerson(t.app, 'Client');
});

const call = requests(t, '/api/v1/staff');

/** A client's paid quarter-hour consultation with the trainer, its date asked for. */
async function quarterHourRequested(trainerId: string, date: string) {
  const buyer = await makeClient(t.app);
  const consultation = await makeConsultation(t.db, { title: `Quick Check ${randomUUID().slice(0, 6)}` }, [
    { trainerId, plans: { quarter_hour: [100_000, 90_000] } },
  ]);
  const sub = await grantProgramme(
    t.db,
    buyer.id,
    'Consultation',
    consultation.id,
    trainerId,
    'quarter_hour',
  );
  await requestPaidConsultation(t.db, buyer.id, { subscription: sub.id, consultation_date: date });
  return sub.id;
}

const approvePaid = (id: string, token: string) =>
  call('POST', `/consultation-subscriptions/${id}/consultation/approve`, token);

describe('policy', () => {
  const routes = [
    {
      name: 'the calendar',
      method: 'GET' as const,
      path: (id: string) => `/trainers/${id}/consultations?from=${dateIn(0)}`,
    },
    {
      name: 'set the capacity',
      method: 'PUT' as const,
      path: (id: string) => `/trainers/${id}/capacity`,
      body: { daily_capacity_minutes: 200 },
    },
  ];
  for (const r of routes)
    it(`${r.name}: visitor 401, client 403, another trainer 404, the trainer and an admin 200`, async () => {
      const trainer = await makePerson(t.app, 'Trainer');
      const other = await makePerson(t.app, 'Trainer');
      expect((await call(r.method, r.path(trainer.id), undefined, r.body)).statusCode).toBe(401);
      expect((await call(r.method, r.path(trainer.id), client.token, r.body)).statusCode).toBe(403);
      const notTheirs = await call(r.method, r.path(trainer.id), other.token, r.body);
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json().message).toBe('Trainer not found');
      expect((await call(r.method, r.path(trainer.id), trainer.token, r.body)).statusCode).toBe(200);
      expect((await call(r.method, r.path(trainer.id), admin.token, r.body)).statusCode).toBe(200);
      // A client's id is no trainer's, even for an admin.
      expect((await call(r.method, r.path(client.id), admin.token, r.body)).statusCode).toBe(404);
    });

  it('GET /trainers: an admin sees every trainer, a trainer only themselves', async () => {
    const trainer = await makePerson(t.app, 'Trainer');
    expect((await call('GET', '/trainers')).statusCode).toBe(401);
    expect((await call('GET', '/trainers', client.token)).statusCode).toBe(403);
    const own = await call('GET', '/trainers', trainer.token);
    expect(own.json().trainers).toEqual([{ _id: trainer.id, name: trainer.name }]);
    const all = await call('GET', '/trainers', admin.token);
    expect(all.statusCode).toBe(200);
  });
});

describe('the daily capacity', () => {
  it('is 240 until set; a change is checked, answered and audited (read by admins)', async () => {
    const trainer = await makePerson(t.app, 'Trainer');
    const before = await call(
      'GET',
      `/trainers/${trainer.id}/consultations?from=${dateIn(1)}&days=3`,
      trainer.token,
    );
    expect(before.json()).toMatchObject({
      capacity: { trainer: { _id: trainer.id }, daily_capacity_minutes: 240 },
      days: [{ date: dateIn(1), booked_minutes: 0, consultations: [] }, {}, {}],
    });
    const bad = await call('PUT', `/trainers/${trainer.id}/capacity`, trainer.token, {
      daily_capacity_minutes: 2000,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.daily_capacity_minutes).toBe(
      'Daily capacity must be a whole number of minutes from 0 to 1440',
    );
    const saved = await call('PUT', `/trainers/${trainer.id}/capacity`, trainer.token, {
      daily_capacity_minutes: 180,
    });
    expect(saved.json()).toMatchObject({
      message: 'Daily capacity saved',
      capacity: { daily_capacity_minutes: 180 },
    });
    const audit = await call('GET', `/audit?record_type=trainer&record_id=${trainer.id}`, admin.token);
    expect(audit.json().entries).toMatchObject([
      {
        action: 'capacity.update',
        role: 'trainer',
        before: { daily_capacity_minutes: 240 },
        after: { daily_capacity_minutes: 180 },
      },
    ]);
    expect(
      (await call('GET', `/audit?record_type=trainer&record_id=${trainer.id}`, trainer.token)).statusCode,
    ).toBe(403);
  });

  it('refuses an approval past it: a template’s and a coaching’s call count 30 minutes, a paid one its plan', async () => {
    const trainer = await makePerson(t.app, 'Trainer');
    const day = dateIn(4);
    await call('PUT', `/trainers/${trainer.id}/capacity`, admin.token, { daily_capacity_minutes: 75 });

    const templateClient = await makeClient(t.app);
    const template = await makeScheduledTemplate(t.db, 2, trainer.id);
    const templateSub = await grantLine(t.db, templateClient.id, template.id);
    await requestTemplateConsultation(t.db, templateClient.id, {
      subscription_id: templateSub.id,
      consultation_date: day,
    });
    const coaching = await pendingCoaching(t.app, trainer.id);
    const asked = await requestCoachingConsultation(t.db, coaching.client.id, {
      subscription: coaching.sub.id,
      consultation_date: day,
    });
    const paid = await quarterHourRequested(trainer.id, day);
    const late = await quarterHourRequested(trainer.id, day);

    expect(
      (await call('POST', `/template-subscriptions/${templateSub.id}/consultation/approve`, trainer.token))
        .statusCode,
    ).toBe(200);
    const coachingId = asked.subscription.latest_consultation!._id;
    expect(
      (await call('POST', `/coaching-consultations/${coachingId}/approve`, trainer.token)).statusCode,
    ).toBe(200);
    expect((await approvePaid(paid, trainer.token)).statusCode).toBe(200);

    const refused = await approvePaid(late, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Daily capacity reached for ${day}: 75 of 75 minutes are booked and this consultation needs 15. ` +
        'Propose another date or raise the daily capacity.',
    );
    // Proposing the same day is refused too; another day fits.
    const sameDay = await call(
      'POST',
      `/consultation-subscriptions/${late}/consultation/propose`,
      trainer.token,
      {
        consultation_date: day,
        reason: 'Fuller day',
      },
    );
    expect(sameDay.statusCode).toBe(409);
    const otherDay = await call(
      'POST',
      `/consultation-subscriptions/${late}/consultation/propose`,
      trainer.token,
      {
        consultation_date: dateIn(5),
        reason: 'Fuller day',
      },
    );
    expect(otherDay.statusCode).toBe(200);

    const calendar = await call(
      'GET',
      `/trainers/${trainer.id}/consultations?from=${day}&days=2`,
      trainer.token,
    );
    const [first, second] = calendar.json().days;
    expect(first).toMatchObject({ date: day, booked_minutes: 75, requested_minutes: 0 });
    expect(
      first.consultations
        .map((c: { kind: string; minutes: number; state: string }) => [c.kind, c.minutes, c.state])
        .sort(),
    ).toEqual([
      ['Coaching', 30, 'Approved'],
      ['Consultation', 15, 'Approved'],
      ['Template', 30, 'Approved'],
    ]);
    expect(second).toMatchObject({
      date: dateIn(5),
      booked_minutes: 15,
      consultations: [
        { _id: late, kind: 'Consultation', state: 'Proposed', client: { _id: expect.any(String) } },
      ],
    });
  });

  it('20 concurrent approvals for 60 remaining minutes of 15-minute consultations approve exactly 4', async () => {
    const trainer = await makePerson(t.app, 'Trainer');
    const day = dateIn(6);
    await call('PUT', `/trainers/${trainer.id}/capacity`, trainer.token, { daily_capacity_minutes: 90 });
    // 30 of the 90 minutes are already taken.
    for (const id of [
      await quarterHourRequested(trainer.id, day),
      await quarterHourRequested(trainer.id, day),
    ])
      expect((await approvePaid(id, trainer.token)).statusCode).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await quarterHourRequested(trainer.id, day));
    const replies = await Promise.all(
      ids.map((id, i) => approvePaid(id, i % 2 ? admin.token : trainer.token)),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(4).fill(200), ...Array(16).fill(409)]);
    const calendar = await call(
      'GET',
      `/trainers/${trainer.id}/consultations?from=${day}&days=1`,
      admin.token,
    );
    expect(calendar.json().days[0]).toMatchObject({ booked_minutes: 90, requested_minutes: 16 * 15 });
  });
});
