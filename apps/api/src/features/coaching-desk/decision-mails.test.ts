import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { mailOutbox } from '../../db/schema/mail';
import {
  activeCoaching,
  makePerson,
  pendingCoaching,
  pendingConsultation,
} from '../training/coaching-training-fixtures';
import {
  requestCoachingConsultation,
  requestCoachingWeekCompletion,
} from '../training/coaching-training.service';
import { requestPaidConsultation } from '../training/consultation-training.service';
import { dateIn } from '../training/template-training-fixtures';

/** Every staff decision on a coaching or a paid consultation mails its client (issue 17). */

let t: Awaited<ReturnType<typeof createTestApp>>;
let trainer: Awaited<ReturnType<typeof makePerson>>;

beforeAll(async () => {
  t = await createTestApp();
  trainer = await makePerson(t.app, 'Trainer');
});
afterAll(() => t.close());

const post = (url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/staff${url}`,
    headers: auth(trainer.token),
    payload: payload ?? {},
  });

const mailsTo = (email: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));

describe('mails', () => {
  it('a paid consultation: date approved, then held', async () => {
    const p = await pendingConsultation(t.app, trainer.id);
    await requestPaidConsultation(t.db, p.client.id, {
      subscription: p.sub.id,
      // Today in Nepal: it may be marked held.
      consultation_date: dateIn(0),
    });
    expect((await post(`/consultation-subscriptions/${p.sub.id}/consultation/approve`)).statusCode).toBe(200);
    const [approved] = await mailsTo(p.client.email, 'staff-date-approved');
    expect(approved.subject).toMatch(/^Your consultation on .+ is confirmed$/);
    expect(approved.text).toContain('/dashboard/trainers');
    expect(
      (await post(`/consultation-subscriptions/${p.sub.id}/consultation/held`, { remarks: 'Hips mobile' }))
        .statusCode,
    ).toBe(200);
    const [held] = await mailsTo(p.client.email, 'staff-consultation-held');
    expect(held.text).toContain('Remarks: Hips mobile');
    expect(held.text).not.toContain('activated soon');
  });

  it('a coaching: date proposed, made inactive with the reason, a week returned with the note', async () => {
    const p = await pendingCoaching(t.app, trainer.id);
    const asked = await requestCoachingConsultation(t.db, p.client.id, {
      subscription: p.sub.id,
      consultation_date: dateIn(3),
    });
    const id = asked.subscription.latest_consultation!._id;
    expect(
      (
        await post(`/coaching-consultations/${id}/propose`, {
          consultation_date: dateIn(4),
          reason: 'The gym is closed that day',
        })
      ).statusCode,
    ).toBe(200);
    const proposed = await mailsTo(p.client.email, 'staff-date-proposed');
    expect(proposed).toHaveLength(1);
    expect(proposed[0].text).toContain('Reason: The gym is closed that day');
    expect(
      (await post(`/coaching-subscriptions/${p.sub.id}/inactive`, { reason: 'Travelling' })).statusCode,
    ).toBe(200);
    const [inactive] = await mailsTo(p.client.email, 'staff-made-inactive');
    expect(inactive.text).toContain('Reason: Travelling');
    expect(inactive.text).toContain(`/dashboard/trainers/${p.sub.id}`);

    const a = await activeCoaching(t.app, trainer.id);
    const req = await requestCoachingWeekCompletion(t.db, a.client.id, {
      subscription: a.sub.id,
      weeks_completed: 1,
      remarks: 'Done',
      skip_reason: 'Travelling',
    });
    const requestId = req.subscription.week_completed_req!._id;
    expect(
      (await post(`/coaching-week-requests/${requestId}/return`, { note: 'Log day 2' })).statusCode,
    ).toBe(200);
    const [returned] = await mailsTo(a.client.email, 'staff-week-returned');
    expect(returned.subject).toContain('Week 1 of');
    expect(returned.text).toContain('Log day 2');
  });
});
