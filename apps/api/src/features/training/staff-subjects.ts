import type { Db } from '../../db/client';
import { isId } from '../../lib/path-id';
import { findCoachingConsultation, findProgrammeSubscription } from './coaching-training.repository';
import { findTemplateSubscription, findWeekRequest } from './template-training.repository';

/**
 * The subscription a staff route acts on, found from its `{id}` before the request's body is read, so the staff
 * area's policy can answer 404 for a row out of a trainer's scope whatever the body (issue 30). What the policy
 * reads: a template subscription's template (its trainer is the template's), a coaching or paid consultation's
 * trainer. Undefined when there is no such row (or `id` is no uuid). The staff functions check again, in their
 * transaction, on the locked row.
 */

type TemplateSubject = { modelId: string };
type ProgrammeSubject = { trainerId: string | null };

export async function templateSubject(db: Db, id: string): Promise<TemplateSubject | undefined> {
  return isId(id) ? findTemplateSubscription(db, id) : undefined;
}

export async function templateSubjectOfWeekRequest(db: Db, id: string): Promise<TemplateSubject | undefined> {
  const request = isId(id) ? await findWeekRequest(db, id) : undefined;
  return request && findTemplateSubscription(db, request.subscriptionId);
}

export async function coachingSubject(db: Db, id: string): Promise<ProgrammeSubject | undefined> {
  return isId(id) ? findProgrammeSubscription(db, id, 'Coaching') : undefined;
}

export async function paidConsultationSubject(db: Db, id: string): Promise<ProgrammeSubject | undefined> {
  return isId(id) ? findProgrammeSubscription(db, id, 'Consultation') : undefined;
}

export async function coachingSubjectOfConsultation(
  db: Db,
  id: string,
): Promise<ProgrammeSubject | undefined> {
  const consultation = isId(id) ? await findCoachingConsultation(db, id) : undefined;
  return consultation && findProgrammeSubscription(db, consultation.subscriptionId, 'Coaching');
}

export async function coachingSubjectOfWeekRequest(
  db: Db,
  id: string,
): Promise<ProgrammeSubject | undefined> {
  const request = isId(id) ? await findWeekRequest(db, id) : undefined;
  return request && findProgrammeSubscription(db, request.subscriptionId, 'Coaching');
}
