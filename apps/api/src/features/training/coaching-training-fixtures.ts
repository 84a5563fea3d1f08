import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { testAppForFile, type TestApp } from '../../../test/test-app';
import type { Db } from '../../db/client';
import { makeCoaching, makeConsultation } from '../programmes/programme-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';
import {
  activateCoaching,
  approveCoachingConsultation,
  markCoachingConsultationHeld,
  writeCoachingWeek,
  type ProgrammeStaffActor,
} from './coaching-staff.service';
import { requestCoachingConsultation } from './coaching-training.service';
import { dateIn, grantOrderLine, makeClient, onNepalDay } from './template-training-fixtures';

/** Test fixtures for coaching and paid consultations: a trainer, a paid line's subscription, staff's steps. */

export const ADMIN: ProgrammeStaffActor = { actor: 'admin', userId: null };

/** A signed-in user of the role: the user and their token. */
export async function makePerson(app: FastifyInstance, userType: 'Client' | 'Trainer' | 'Admin' = 'Client') {
  const user = await makeUser(app.db, { userType });
  return { ...user, token: app.issueToken(user) };
}

type Person = Awaited<ReturnType<typeof makePerson>>;

/**
 * For a test file, at its top level: a test app (testAppForFile) with an admin, a trainer and another trainer
 * signed in, made before the file's tests (then `ready`, if given, runs on them); their fields are there once the
 * tests run.
 */
export function staffForFile(
  ready?: (staff: { t: TestApp; admin: Person; trainer: Person; otherTrainer: Person }) => Promise<unknown>,
) {
  const staff = {
    t: testAppForFile(),
    admin: {} as Person,
    trainer: {} as Person,
    otherTrainer: {} as Person,
  };
  beforeAll(async () => {
    Object.assign(staff.admin, await makePerson(staff.t.app, 'Admin'));
    Object.assign(staff.trainer, await makePerson(staff.t.app, 'Trainer'));
    Object.assign(staff.otherTrainer, await makePerson(staff.t.app, 'Trainer'));
    await ready?.(staff);
  });
  return staff;
}

/** A paid order (Active) of one coaching or consultation line with its trainer and plan, and its subscription. */
export const grantProgramme = (
  db: Db,
  userId: string,
  onModel: 'Coaching' | 'Consultation',
  modelId: string,
  trainerId: string,
  plan: string,
) => grantOrderLine(db, userId, { onModel, modelId, plan, trainerId, price: 500_000 });

/** A coaching programme with the trainer's rates, and a client's Pending subscription of its `plan`. */
export async function pendingCoaching(
  app: FastifyInstance,
  trainerId?: string,
  { plan = 'w4', client }: { plan?: string; client?: Awaited<ReturnType<typeof makeClient>> } = {},
) {
  client ??= await makeClient(app);
  const trainer = trainerId ?? (await makePerson(app, 'Trainer')).id;
  const coaching = await makeCoaching(app.db, { title: `Online Coaching ${randomUUID().slice(0, 6)}` }, [
    { trainerId: trainer, plans: { w4: [800_000, 700_000], w12: [2_000_000, 1_800_000] } },
  ]);
  const sub = await grantProgramme(app.db, client.id, 'Coaching', coaching.id, trainer, plan);
  return { client, trainerId: trainer, coaching, sub };
}

/** A consultation programme and a client's Pending paid consultation of it (half an hour). */
export async function pendingConsultation(
  app: FastifyInstance,
  trainerId?: string,
  { client }: { client?: Awaited<ReturnType<typeof makeClient>> } = {},
) {
  client ??= await makeClient(app);
  const trainer = trainerId ?? (await makePerson(app, 'Trainer')).id;
  const consultation = await makeConsultation(app.db, { title: `Form Check ${randomUUID().slice(0, 6)}` }, [
    { trainerId: trainer, plans: { half_hour: [200_000, 150_000] } },
  ]);
  const sub = await grantProgramme(app.db, client.id, 'Consultation', consultation.id, trainer, 'half_hour');
  return { client, trainerId: trainer, consultation, sub };
}

/** Two exercises a day on days 1 and 2 of a coaching week ("Deadlift W2D1", "Press W2D1"...). */
export const weekActivities = (week: number) =>
  [1, 2].flatMap((day) =>
    ['Deadlift', 'Press'].map((movement) => ({
      day,
      movement: `${movement} W${week}D${day}`,
      intensity: 'RPE 8',
      sets: '4',
      reps: '3',
      tempo: '2-0-1',
      rest: '3 min',
      note: '',
    })),
  );

/** The client asked for a first consultation, staff approved and held it. */
export async function firstConsultationHeld(db: Db, clientId: string, subscriptionId: string) {
  const asked = await requestCoachingConsultation(db, clientId, {
    subscription: subscriptionId,
    consultation_date: dateIn(2),
  });
  const id = asked.subscription.latest_consultation!._id;
  await approveCoachingConsultation(db, id, ADMIN);
  await markCoachingConsultationHeld(db, id, ADMIN, 'Strong pull; work on bracing.', onNepalDay(2));
}

/**
 * A client's Active coaching (4 weeks) on week 1: first consultation held, activated today, weeks 1 and 2
 * written and published, week 3 written but not published, week 4 not written.
 */
export async function activeCoaching(app: FastifyInstance, trainerId?: string) {
  const p = await pendingCoaching(app, trainerId);
  await firstConsultationHeld(app.db, p.client.id, p.sub.id);
  for (const week of [1, 2, 3])
    await writeCoachingWeek(app.db, p.sub.id, ADMIN, week, {
      published: week < 3,
      activities: weekActivities(week),
    });
  await activateCoaching(app.db, p.sub.id, ADMIN, dateIn(0));
  return p;
}
