import type { FastifyInstance } from 'fastify';
import type { PaidConsultation, SubscribedCoaching } from '@oxstrength/shared/contracts/coaching-training';
import type { Db, Tx } from '../../db/client';
import { programmeHolder } from '../subscriptions/programme-holder';
import { staffDecisionMail, type MailedRecord, type StaffDecision } from './staff-mails';

/**
 * A staff decision on a coaching or paid consultation (issue 17) and the client's mail of it, in one
 * transaction (decision 038): the same mails as a template's (staff-mails.ts), linking to My Trainers.
 */

type Decision<R> = StaffDecision | ((result: R) => StaffDecision);

async function enqueue(app: FastifyInstance, tx: Tx, record: MailedRecord, decision: StaffDecision) {
  const mail = staffDecisionMail(app.config.APP_URL, record, decision);
  if (mail) await app.mailer.enqueue(tx, mail);
}

const contact = (client: Awaited<ReturnType<typeof programmeHolder>>) =>
  client ? { _id: client.id, name: client.name, email: client.email } : null;

/** Runs `step` on a coaching and writes its holder's mail of the decision in the same transaction. */
export function decideCoaching<R extends { subscription: SubscribedCoaching }>(
  app: FastifyInstance,
  step: (db: Db) => Promise<R>,
  decision: Decision<R>,
): Promise<R> {
  return app.mailer.transaction(async (tx) => {
    const result = await step(tx);
    const s = result.subscription;
    const record: MailedRecord = {
      _id: s._id,
      client: contact(await programmeHolder(tx, s._id, 'Coaching')),
      template: { title: s.coaching.title },
      consultation_date: s.latest_consultation?.consultation_date ?? null,
      remarks: s.latest_consultation?.remarks ?? '',
      started_on: s.started_on,
      status: s.status,
      link: `/dashboard/trainers/${s._id}`,
    };
    await enqueue(app, tx, record, typeof decision === 'function' ? decision(result) : decision);
    return result;
  });
}

/** Runs `step` on a paid consultation and writes its holder's mail of the decision in the same transaction. */
export function decidePaid<R extends { subscription: PaidConsultation }>(
  app: FastifyInstance,
  step: (db: Db) => Promise<R>,
  decision: Decision<R>,
): Promise<R> {
  return app.mailer.transaction(async (tx) => {
    const result = await step(tx);
    const s = result.subscription;
    const record: MailedRecord = {
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
    await enqueue(app, tx, record, typeof decision === 'function' ? decision(result) : decision);
    return result;
  });
}
