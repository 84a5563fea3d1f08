import type { Db, Tx } from '../db/client';
import { renderMail } from '../lib/mail-layout';
import type { StaffCaller } from '../lib/staff-caller';
import { programmeStaffActor } from '../features/staff/policy';
import { writeCoachingWeek, type CoachingWeekBody } from '../features/training/coaching-staff.service';
import { COACHING_MESSAGES as M } from '../features/training/coaching-training-messages';
import { coachingWeekRecipient, isCoachingWeekPublished } from '../features/training/coaching-weeks.service';
import { STAFF_MESSAGES, type DecisionDeps } from './staff-decision';

/**
 * PUT /staff/coaching-subscriptions/{id}/weeks/{week} (issues 16, 18): the trainer writes a coaching week and
 * publishes it (or not). When this save publishes it, the client's mail is written in the same transaction
 * (drafts are never sent); delivery is woken after the commit.
 */
export async function publishCoachingWeek(
  db: Db,
  deps: DecisionDeps,
  caller: StaffCaller,
  id: string,
  week: number,
  body: CoachingWeekBody,
) {
  const staff = programmeStaffActor(caller, 'subscription.publishWeek', M.subscriptionNotFound);
  const saved = await db.transaction(async (tx) => {
    const wasPublished = await isCoachingWeekPublished(tx, id, week);
    const subscription = await writeCoachingWeek(tx, id, staff, week, body);
    if (body.published && !wasPublished) await enqueueWeekPublished(tx, deps, id, week);
    return { message: STAFF_MESSAGES.weekSaved(week, body.published), subscription };
  });
  deps.mailer.kick();
  return saved;
}

/** The client's mail that week `week` is published, in the save's transaction. */
async function enqueueWeekPublished(tx: Tx, deps: DecisionDeps, subscriptionId: string, week: number) {
  const to = await coachingWeekRecipient(tx, subscriptionId);
  if (!to) return;
  const { html, text } = renderMail({
    heading: `Week ${week} is ready`,
    paragraphs: [
      `Hi ${to.name},`,
      `${to.trainer ? to.trainer.name : 'Your trainer'} published week ${week} of ${to.title}. Open it to see your exercises and log your training as you go.`,
    ],
    action: {
      label: 'Open My Coaching',
      url: `${deps.config.APP_URL}/dashboard/trainers/${subscriptionId}`,
    },
  });
  await deps.mailer.enqueue(tx, {
    to: to.email,
    subject: `Week ${week} of ${to.title} is ready`,
    text,
    html,
    kind: 'staff-coaching-week-published',
  });
}
