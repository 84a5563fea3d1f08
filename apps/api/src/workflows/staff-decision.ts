import type { PaidConsultation, SubscribedCoaching } from '@oxstrength/shared/contracts/coaching-training';
import type { Config } from '../config/env';
import type { Db, Tx } from '../db/client';
import type { Mailer } from '../plugins/mail';
import {
  staffDecisionMail,
  type MailedRecord,
  type StaffDecision,
} from '../features/coaching-desk/decision-mails';
import { programmeHolder } from '../features/training/programme-holder';

/**
 * What every staff decision on a training subscription (template, coaching, paid consultation, week request)
 * shares: the step and the client's mail of it in one transaction (decision 038), delivery woken once it
 * committed, and the messages staff read.
 */

export interface DecisionDeps {
  config: Config;
  mailer: Mailer;
}

export const STAFF_MESSAGES = {
  dateApproved: 'Consultation date approved',
  dateProposed: (date: string) => `Consultation date ${date} proposed to the client`,
  held: 'Consultation marked as held',
  activated: 'Subscription activated',
  inactive: 'Subscription made inactive',
  reactivated: 'Subscription made active again',
  weekApproved: (week: number) => `Week ${week} approved`,
  weekReturned: (week: number) => `Week ${week} returned to the client`,
  weekSaved: (week: number, published: boolean) =>
    published ? `Week ${week} published` : `Week ${week} saved (not published)`,
} as const;

/** A decision's answer: the step's message and the record after it. */
export interface Decided<S> {
  message: string;
  subscription: S;
}

/**
 * Runs `step` in one transaction with the client's mail of the decision (`after` gives the message and the
 * decision from the record after the step; `record` puts it in the mail's shape) written to the outbox in it,
 * then wakes delivery after the commit.
 */
export async function decide<S>(
  db: Db,
  deps: DecisionDeps,
  step: (tx: Tx) => Promise<S>,
  after: (subscription: S) => { message: string; decision: StaffDecision },
  record: (tx: Tx, subscription: S) => Promise<MailedRecord>,
): Promise<Decided<S>> {
  const result = await db.transaction(async (tx) => {
    const subscription = await step(tx);
    const { message, decision } = after(subscription);
    const mail = staffDecisionMail(deps.config.APP_URL, await record(tx, subscription), decision);
    if (mail) await deps.mailer.enqueue(tx, mail);
    return { message, subscription };
  });
  deps.mailer.kick();
  return result;
}

const contact = (client: Awaited<ReturnType<typeof programmeHolder>>) =>
  client ? { _id: client.id, name: client.name, email: client.email } : null;

/** A coaching as its decision's mail reads it (the same mails as a template's), linking to My Trainers. */
export async function coachingRecord(tx: Tx, s: SubscribedCoaching): Promise<MailedRecord> {
  return {
    _id: s._id,
    client: contact(await programmeHolder(tx, s._id, 'Coaching')),
    template: { title: s.coaching.title },
    consultation_date: s.latest_consultation?.consultation_date ?? null,
    remarks: s.latest_consultation?.remarks ?? '',
    started_on: s.started_on,
    status: s.status,
    link: `/dashboard/trainers/${s._id}`,
  };
}

/** A paid consultation as its decision's mail reads it. */
export async function paidRecord(tx: Tx, s: PaidConsultation): Promise<MailedRecord> {
  return {
    _id: s._id,
    client: contact(await programmeHolder(tx, s._id, 'Consultation')),
    template: { title: s.consultation.title },
    consultation_date: s.consultation_date,
    remarks: s.remarks,
    started_on: null,
    status: s.status,
    link: '/dashboard/trainers',
    paid: true,
  };
}
