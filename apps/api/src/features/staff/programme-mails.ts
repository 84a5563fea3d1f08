import type { FastifyInstance } from 'fastify';
import type { PaidConsultation, SubscribedCoaching } from '@oxstrength/shared/contracts/coaching-training';
import { programmeHolder } from '../subscriptions/programme-holder';
import { staffDecisionMail, type MailedRecord, type StaffDecision } from './staff-mails';

/**
 * Mails the client a staff decision on their coaching or paid consultation (issue 17), once the decision has
 * committed: the same mails as a template's (staff-mails.ts), linking to My Trainers. A failed send is logged;
 * the decision stands (the outbox keeps every mail).
 */

async function send(app: FastifyInstance, record: MailedRecord, decision: StaffDecision) {
  const mail = staffDecisionMail(app.config.APP_URL, record, decision);
  if (!mail) return;
  await app.mailer
    .send(mail)
    .catch((err: unknown) =>
      app.log.error({ err, kind: mail.kind, subscriptionId: record._id }, 'staff mail failed'),
    );
}

/** Answers `result` after mailing the coaching's holder the decision. */
export async function mailCoachingDecision<R extends { subscription: SubscribedCoaching }>(
  app: FastifyInstance,
  result: R,
  decision: StaffDecision | ((result: R) => StaffDecision),
): Promise<R> {
  const s = result.subscription;
  const d = typeof decision === 'function' ? decision(result) : decision;
  const client = await programmeHolder(app.db, s._id, 'Coaching');
  await send(
    app,
    {
      _id: s._id,
      client: client ? { _id: client.id, name: client.name, email: client.email } : null,
      template: { title: s.coaching.title },
      consultation_date: s.latest_consultation?.consultation_date ?? null,
      remarks: s.latest_consultation?.remarks ?? '',
      started_on: s.started_on,
      status: s.status,
      link: `/dashboard/trainers/${s._id}`,
    },
    d,
  );
  return result;
}

/** Answers `result` after mailing the paid consultation's holder the decision. */
export async function mailPaidDecision<R extends { subscription: PaidConsultation }>(
  app: FastifyInstance,
  result: R,
  decision: StaffDecision | ((result: R) => StaffDecision),
): Promise<R> {
  const s = result.subscription;
  const d = typeof decision === 'function' ? decision(result) : decision;
  const client = await programmeHolder(app.db, s._id, 'Consultation');
  await send(
    app,
    {
      _id: s._id,
      client: client ? { _id: client.id, name: client.name, email: client.email } : null,
      template: { title: s.consultation.title },
      consultation_date: s.consultation_date,
      remarks: s.remarks,
      started_on: null,
      status: s.status,
      link: '/dashboard/trainers',
      paid: true,
    },
    d,
  );
  return result;
}
