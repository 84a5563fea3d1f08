import { describe, expect, it } from 'vitest';
import { signedInTestApp } from '../../../test/test-app';
import { demoSignIn } from './demo-users';
import { seedDemoCoaching } from './demo-coaching';

/** The demo client's coaching and paid consultation (issue 16), as the seeded database shows them. */

const session = signedInTestApp(demoSignIn('Client'));

const { get } = session;

describe('the demo client', () => {
  it('follows an Active coaching with two published weeks and one unpublished', async () => {
    const { subscriptions } = await get('/subscribed/coachings');
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({
      status: 'Active',
      coaching_plan: 'w4',
      subscribed_weeks: 4,
      weeks_completed: 0,
      first_consultation_completed: true,
      latest_consultation: { completed: true },
    });
    const { subscription } = await get(`/subscribed/coaching/detail/${subscriptions[0]._id}`);
    expect(
      subscription.schedule.map((w: { week: number; status: string; published: boolean }) => [
        w.week,
        w.status,
        w.published,
      ]),
    ).toEqual([
      [1, 'In Progress', true],
      [2, 'Locked', true],
      [3, 'Locked', false],
      [4, 'Locked', false],
    ]);
    expect(subscription.schedule[0].week_activities).toHaveLength(3);
  });

  it('has a paid consultation with a requested date, and seeding again adds nothing', async () => {
    const { consultations } = await get('/subscribed/consultations');
    expect(consultations).toEqual([
      expect.objectContaining({
        status: 'Consultation Requested',
        consultation_plan: 'half_hour',
        consultation_approved: false,
        consultation_display: 'Upcoming',
      }),
    ]);
    await seedDemoCoaching(session.t.db);
    expect((await get('/subscribed/coachings')).totalDocuments).toBe(1);
    expect((await get('/subscribed/consultations')).totalDocuments).toBe(1);
  });
});
