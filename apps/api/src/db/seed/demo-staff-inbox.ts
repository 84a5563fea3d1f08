import { and, count, eq } from 'drizzle-orm';
import { nepalToday } from '@oxstrength/shared/training';
import type { Db, Tx } from '../client';
import { subscriptions } from '../schema/subscriptions';
import { templates } from '../schema/templates';
import { activate, type StaffActor } from '../../features/training/template-staff.service';
import {
  requestTemplateConsultation,
  requestWeekCompletion,
} from '../../features/training/template-training.service';
import { seedDemoProgrammeInbox } from './demo-staff-inbox-programmes';
import { DAY, dateOf, dayOf, holdFirstConsultation, logWeek, payDemoOrder } from './demo-training';
import { insertDemoUser, type DemoAccount } from './demo-users';

/** The demo trainer's inbox lists (GET /staff/template-subscriptions?state=…), one client waiting in each. */
export type DemoInboxState = 'consultation_requests' | 'to_activate' | 'week_requests';

export interface DemoInboxClient extends DemoAccount {
  state: DemoInboxState;
  /** The template they bought, one the demo trainer trains. */
  template: string;
}

/**
 * Clients of the demo trainer, each waiting for them in one inbox list. They have no password (they need not
 * sign in), so they are not among the printed demo sign-ins.
 */
export const DEMO_INBOX_CLIENTS: DemoInboxClient[] = [
  {
    state: 'consultation_requests',
    template: 'intermediate-powerlifting-peaking-10-weeks',
    role: 'Client',
    name: 'Anita Rai',
    email: 'anita.rai@oxstrength.test',
    mobile: '+9779841000011',
    slug: 'anita-rai',
  },
  {
    state: 'to_activate',
    template: 'advanced-conjugate-powerlifting',
    role: 'Client',
    name: 'Bikash Thapa',
    email: 'bikash.thapa@oxstrength.test',
    mobile: '+9779841000012',
    slug: 'bikash-thapa',
  },
  {
    state: 'week_requests',
    template: 'bench-press-specialisation-6-weeks',
    role: 'Client',
    name: 'Kiran Shrestha',
    email: 'kiran.shrestha@oxstrength.test',
    mobile: '+9779841000013',
    slug: 'kiran-shrestha',
  },
];

/** `days` after today in Nepal, as YYYY-MM-DD. */
const nepalDateIn = (now: Date, days: number) => dateOf(new Date(Date.parse(nepalToday(now)) + days * DAY));

/**
 * Idempotent (after the catalogue): each DEMO_INBOX_CLIENTS client without a template subscription buys their
 * template (paid by eSewa, as the demo client's order) and gets as far as their inbox list: Anita asked for a
 * consultation three days ahead in Nepal, not approved yet; Bikash's consultation was held, with the trainer's
 * remarks, and waits for activation; Kiran is Active, logged week 1 and asks for it to be marked complete.
 * Through the areas' services, as the client and the trainer would (the services write the audit entries and
 * send no mail: the staff routes mail the client); one transaction per client. Then the demo trainer's coaching
 * and paid consultation clients (demo-staff-inbox-programmes.ts).
 */
export async function seedDemoStaffInbox(db: Db, now = new Date()) {
  for (const client of DEMO_INBOX_CLIENTS) {
    const clientId = await insertDemoUser(db, client);
    const [{ n }] = await db
      .select({ n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, clientId), eq(subscriptions.onModel, 'Template')));
    if (n > 0) continue;
    const [template] = await db
      .select({ id: templates.id, trainerId: templates.trainerId })
      .from(templates)
      .where(eq(templates.slug, client.template));
    if (!template) continue;
    const staff: StaffActor = { actor: 'trainer', userId: template.trainerId };
    await db.transaction((tx) => bringToInbox(tx, client.state, clientId, template.id, staff, now));
  }
  await seedDemoProgrammeInbox(db, now);
}

async function bringToInbox(
  tx: Tx,
  state: DemoInboxState,
  clientId: string,
  templateId: string,
  staff: StaffActor,
  now: Date,
) {
  const placedAt = dayOf(now, state === 'week_requests' ? -12 : state === 'to_activate' ? -6 : -2);
  const orderId = await payDemoOrder(tx, clientId, [templateId], placedAt);
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.orderId, orderId));

  if (state === 'consultation_requests') {
    await requestTemplateConsultation(
      tx,
      clientId,
      { subscription_id: sub.id, consultation_date: nepalDateIn(now, 3) },
      dayOf(now, -1),
    );
    return;
  }

  await holdFirstConsultation(
    tx,
    clientId,
    sub.id,
    staff,
    placedAt,
    state === 'to_activate'
      ? 'Experienced lifter: squat 160, bench 110, deadlift 200 kg. Bench stalls off the chest; pick close-grip ' +
          'and paused variations for the max-effort days.'
      : 'Bench 70 kg for a triple with a soft arch. We set up the leg drive; start the first week at 60 kg.',
  );
  if (state === 'to_activate') return;

  await activate(tx, sub.id, staff, dateOf(dayOf(placedAt, 4)));
  await logWeek(tx, clientId, sub.id, 1, dayOf(now, -1));
  await requestWeekCompletion(tx, clientId, {
    subscription: sub.id,
    weeks_completed: 1,
    remarks: 'Week 1 done: all three sessions. The paused reps at 60 kg felt easy; can I go up next week?',
  });
}
