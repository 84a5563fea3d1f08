import { and, count, eq, inArray } from 'drizzle-orm';
import type { CoachingPlan, ConsultationPlan } from '@oxstrength/shared/constants';
import type { CartLine } from '@oxstrength/shared/schemas/cart';
import { deliveryAddressSchema } from '@oxstrength/shared/schemas/address';
import { nepalToday } from '@oxstrength/shared/training';
import type { Db, Tx } from '../client';
import { districts, provinces } from '../schema/locations';
import { coachingRates, coachings, consultationRates, consultations } from '../schema/programmes';
import { subscriptionDayActivities, subscriptions } from '../schema/subscriptions';
import { addAddress, listAddresses } from '../../features/addresses/addresses.service';
import {
  activateCoaching,
  approveCoachingConsultation,
  approveCoachingWeek,
  approvePaidConsultation,
  markCoachingConsultationHeld,
  writeCoachingWeek,
  type ProgrammeStaffActor,
} from '../../features/training/coaching-staff.service';
import {
  requestCoachingConsultation,
  requestCoachingWeekCompletion,
  saveCoachingBulkProgress,
} from '../../features/training/coaching-training.service';
import { requestPaidConsultation } from '../../features/training/consultation-training.service';
import { DEMO_WEEK } from './demo-coaching';
import { DAY, dateOf, dayOf, payDemoLines } from './demo-training';
import { demoSignIn, insertDemoUser, type DemoAccount } from './demo-users';

/**
 * Where each client of the demo trainer's coaching and paid consultations waits (the staff inbox's coaching and
 * paid consultation lists, the coaching weeks to write, and the consultation calendar).
 */
export type DemoProgrammeInboxState =
  /** Coaching, Pending: the first consultation's date asked for, not approved (consultation requests). */
  | 'coaching_date_requested'
  /** Coaching, Pending: the date approved, the consultation not held yet (consultation requests). */
  | 'coaching_date_approved'
  /** Coaching, Pending: the first consultation held (to activate). */
  | 'coaching_to_activate'
  /** Coaching, Active: week 1 logged, its completion asked for (week completion requests). */
  | 'coaching_week_request'
  /** Coaching, Active on week 2, published; week 3 not written (next week to write). */
  | 'coaching_week_to_write'
  /** Paid consultation: a date asked for, not approved (consultation requests). */
  | 'paid_date_requested'
  /** Paid consultation: the date approved, not held yet (consultation requests). */
  | 'paid_date_approved';

export interface DemoProgrammeInboxClient extends DemoAccount {
  state: DemoProgrammeInboxState;
  /** The coaching or consultation they bought from the demo trainer (its slug), and the plan. */
  programme: string;
  plan: CoachingPlan | ConsultationPlan;
}

const client = (
  state: DemoProgrammeInboxState,
  programme: string,
  plan: CoachingPlan | ConsultationPlan,
  name: string,
  n: number,
): DemoProgrammeInboxClient => {
  const slug = name.toLowerCase().replace(/ /g, '-');
  return {
    state,
    programme,
    plan,
    role: 'Client',
    name,
    email: `${slug.replace(/-/g, '.')}@oxstrength.test`,
    mobile: `+97798410000${n}`,
    slug,
  };
};

/**
 * Coaching and paid consultation clients of the demo trainer, each waiting for them in one state. No password
 * (they need not sign in), like the template inbox clients.
 */
export const DEMO_PROGRAMME_INBOX_CLIENTS: DemoProgrammeInboxClient[] = [
  client('coaching_date_requested', 'strength-for-beginners', 'w4', 'Prakash Magar', 14),
  client('coaching_date_approved', 'one-on-one-powerlifting-coaching', 'w12', 'Sabina Tamang', 15),
  client('coaching_to_activate', 'one-on-one-powerlifting-coaching', 'w4', 'Rohan Karki', 16),
  client('coaching_week_request', 'strength-for-beginners', 'w4', 'Manisha Basnet', 17),
  client('coaching_week_to_write', 'one-on-one-powerlifting-coaching', 'w4', 'Dipesh Adhikari', 18),
  client('paid_date_requested', 'programme-design-consultation', 'quarter_hour', 'Nabin Bhandari', 19),
  client('paid_date_approved', 'form-check-and-technique-review', 'hour', 'Srijana Poudel', 20),
];

const isCoaching = (state: DemoProgrammeInboxState) => state.startsWith('coaching_');

/** When each client paid, in days before the seeding: the further along, the earlier. */
const PAID_DAYS_AGO: Record<DemoProgrammeInboxState, number> = {
  coaching_date_requested: 2,
  coaching_date_approved: 4,
  coaching_to_activate: 7,
  coaching_week_request: 16,
  coaching_week_to_write: 22,
  paid_date_requested: 1,
  paid_date_approved: 3,
};

/** `days` after today in Nepal, as YYYY-MM-DD. */
const nepalDateIn = (now: Date, days: number) => dateOf(new Date(Date.parse(nepalToday(now)) + days * DAY));

/**
 * Idempotent (after the catalogue): each DEMO_PROGRAMME_INBOX_CLIENTS client without a coaching or consultation
 * subscription gets a home address, buys their programme from the demo trainer (paid by eSewa) and gets as far
 * as their state, through the areas' services as the client and the trainer would (they write the audit
 * entries and send no mail); one transaction per client. Dates are Nepal days around the seeding day; the
 * approved ones (today and tomorrow, and the held ones in the past) stay within the trainer's daily capacity.
 */
export async function seedDemoProgrammeInbox(db: Db, now = new Date()) {
  const trainerId = await insertDemoUser(db, demoSignIn('Trainer'));
  const staff: ProgrammeStaffActor = { actor: 'trainer', userId: trainerId };
  const [place] = await db
    .select({ districtId: districts.id })
    .from(districts)
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(and(eq(provinces.name, 'Bagmati'), eq(districts.name, 'Kathmandu')));
  if (!place) return;
  for (const c of DEMO_PROGRAMME_INBOX_CLIENTS) {
    const clientId = await insertDemoUser(db, c);
    const [{ n }] = await db
      .select({ n: count() })
      .from(subscriptions)
      .where(
        and(eq(subscriptions.userId, clientId), inArray(subscriptions.onModel, ['Coaching', 'Consultation'])),
      );
    if (n > 0) continue;
    const line = await cartLine(db, c, trainerId);
    if (!line) continue;
    await db.transaction(async (tx) => {
      const addressId = await homeAddress(tx, clientId, c, place.districtId);
      const orderId = await payDemoLines(
        tx,
        clientId,
        [line],
        dayOf(now, -PAID_DAYS_AGO[c.state]),
        addressId,
      );
      const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));
      await STEPS[c.state]({ tx, clientId, subscriptionId: sub.id, staff, now });
    });
  }
}

/** The client's cart line for their programme with the demo trainer; undefined when the trainer does not offer it. */
async function cartLine(
  db: Db,
  c: DemoProgrammeInboxClient,
  trainerId: string,
): Promise<CartLine | undefined> {
  const base = { unit: 1, self_order: true, trainer: trainerId };
  if (isCoaching(c.state)) {
    const [row] = await db
      .select({ id: coachings.id })
      .from(coachings)
      .innerJoin(coachingRates, eq(coachingRates.coachingId, coachings.id))
      .where(and(eq(coachings.slug, c.programme), eq(coachingRates.trainerId, trainerId)));
    return row && { ...base, model_id: row.id, onModel: 'Coaching', coaching_plan: c.plan as CoachingPlan };
  }
  const [row] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .innerJoin(consultationRates, eq(consultationRates.consultationId, consultations.id))
    .where(and(eq(consultations.slug, c.programme), eq(consultationRates.trainerId, trainerId)));
  return (
    row && {
      ...base,
      model_id: row.id,
      onModel: 'Consultation',
      consultation_plan: c.plan as ConsultationPlan,
    }
  );
}

/** The client's first address, added as the address book does when they have none (a Home one, primary). */
async function homeAddress(tx: Tx, clientId: string, c: DemoProgrammeInboxClient, districtId: string) {
  const [existing] = await listAddresses(tx, clientId);
  if (existing) return existing._id;
  const saved = await addAddress(
    tx,
    clientId,
    deliveryAddressSchema.parse({
      label: 'home',
      name: c.name,
      email: c.email,
      mobile_num: c.mobile,
      primary: true,
      address: { province: 'Bagmati', district: districtId, area: 'Baneshwor', address_line1: 'Ward 10' },
    }),
  );
  return saved._id;
}

interface Step {
  tx: Tx;
  clientId: string;
  subscriptionId: string;
  staff: ProgrammeStaffActor;
  now: Date;
}

/** The client asks, `askedDaysAgo` days ago, for the date `daysAhead` Nepal days from today (past when < 0). */
async function askForDate(s: Step, daysAhead: number, askedDaysAgo: number) {
  const asked = await requestCoachingConsultation(
    s.tx,
    s.clientId,
    { subscription: s.subscriptionId, consultation_date: nepalDateIn(s.now, daysAhead) },
    dayOf(s.now, -askedDaysAgo),
  );
  return asked.subscription.latest_consultation!._id;
}

/** The first consultation, asked for and held `daysAgo` Nepal days ago, with the trainer's remarks. */
async function heldFirstConsultation(s: Step, daysAgo: number, remarks: string) {
  const id = await askForDate(s, -daysAgo, daysAgo + 2);
  await approveCoachingConsultation(s.tx, id, s.staff, dayOf(s.now, -daysAgo - 1));
  await markCoachingConsultationHeld(s.tx, id, s.staff, remarks, dayOf(s.now, -daysAgo));
}

/** Weeks 1 and 2 written and published `daysAgo` Nepal days ago, and activated then. */
async function activeWithTwoWeeks(s: Step, daysAgo: number) {
  // Week 1 is published before activation (issue 36).
  for (const week of [1, 2])
    await writeCoachingWeek(
      s.tx,
      s.subscriptionId,
      s.staff,
      week,
      { published: true, activities: DEMO_WEEK(week) },
      dayOf(s.now, -daysAgo),
    );
  await activateCoaching(s.tx, s.subscriptionId, s.staff, nepalDateIn(s.now, -daysAgo));
}

/** What the client logged on a coaching week (its days up to `lastDay` when given), as demo-training logs. */
async function logCoachingWeek(s: Step, week: number, at: Date, lastDay?: number) {
  const activities = await s.tx
    .select()
    .from(subscriptionDayActivities)
    .where(
      and(
        eq(subscriptionDayActivities.subscriptionId, s.subscriptionId),
        eq(subscriptionDayActivities.week, week),
      ),
    )
    .orderBy(subscriptionDayActivities.day, subscriptionDayActivities.position);
  await saveCoachingBulkProgress(
    s.tx,
    s.clientId,
    {
      subscription: s.subscriptionId,
      week_progresses: activities
        .filter((a) => lastDay === undefined || a.day <= lastDay)
        .map((a, i) => ({
          _id: a.id,
          actual_rpe: Math.min(6 + week + (i % 2), 9),
          ...(a.position === 0
            ? {
                weight_used: `${50 + week * 5 + a.day * 2.5} kg`,
                feedback: 'Moved well; the last set was hard.',
              }
            : {}),
        })),
    },
    at,
  );
}

async function askWeekCompletion(s: Step, week: number, remarks: string) {
  const asked = await requestCoachingWeekCompletion(s.tx, s.clientId, {
    subscription: s.subscriptionId,
    weeks_completed: week,
    remarks,
  });
  return asked.subscription.week_completed_req!._id;
}

const STEPS: Record<DemoProgrammeInboxState, (s: Step) => Promise<void>> = {
  coaching_date_requested: async (s) => {
    await askForDate(s, 2, 1);
  },
  coaching_date_approved: async (s) => {
    const id = await askForDate(s, 1, 3);
    await approveCoachingConsultation(s.tx, id, s.staff, dayOf(s.now, -2));
  },
  coaching_to_activate: (s) =>
    heldFirstConsultation(
      s,
      3,
      'Competed once: squat 140, bench 90, deadlift 170 kg. Wants a 500 kg total by autumn; four sessions a week.',
    ),
  coaching_week_request: async (s) => {
    await heldFirstConsultation(
      s,
      12,
      'New to barbells; squat to a box at 40 kg, bench 30 kg. Three sessions a week, technique first.',
    );
    await activeWithTwoWeeks(s, 10);
    await logCoachingWeek(s, 1, dayOf(s.now, -1));
    await askWeekCompletion(
      s,
      1,
      'All three days done. Box squats felt easy by day 5; the plank is still hard.',
    );
  },
  coaching_week_to_write: async (s) => {
    await heldFirstConsultation(
      s,
      19,
      'Squat 120 kg for 3, bench 80, deadlift 150. Lower back tight after heavy pulls; we keep deadlifts at RPE 7.',
    );
    await activeWithTwoWeeks(s, 17);
    await logCoachingWeek(s, 1, dayOf(s.now, -9));
    const request = await askWeekCompletion(s, 1, 'Week 1 done, every set. Deadlifts felt fine at RPE 7.');
    await approveCoachingWeek(s.tx, request, s.staff, dayOf(s.now, -8));
    await logCoachingWeek(s, 2, dayOf(s.now, -1), 3);
  },
  paid_date_requested: async (s) => {
    await requestPaidConsultation(
      s.tx,
      s.clientId,
      { subscription: s.subscriptionId, consultation_date: nepalDateIn(s.now, 4) },
      dayOf(s.now, -1),
    );
  },
  paid_date_approved: async (s) => {
    await requestPaidConsultation(
      s.tx,
      s.clientId,
      { subscription: s.subscriptionId, consultation_date: nepalDateIn(s.now, 0) },
      dayOf(s.now, -2),
    );
    await approvePaidConsultation(s.tx, s.subscriptionId, s.staff, dayOf(s.now, -1));
  },
};
