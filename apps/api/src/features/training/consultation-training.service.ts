import type { z } from 'zod';
import type { MyConsultation, PaidConsultation } from '@oxstrength/shared/contracts/coaching-training';
import type { paidConsultationRequestSchema } from '@oxstrength/shared/schemas/coaching-training';
import { PAID_CONSULTATION_MACHINE } from '@oxstrength/shared/status';
import { CONSULTATION_FILTERS, TRAINING_TEXTS, type ConsultationFilter } from '@oxstrength/shared/training';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageInfo } from '../../lib/reply';
import { consultationKind } from '../programmes/programme-kinds';
import { templateSummaries, templateTrainers } from '../templates/templates.service';
import { trainerSummaries } from '../trainers/trainers.service';
import { COACHING_MESSAGES as M } from './coaching-training-messages';
import {
  myConsultationOfCoaching,
  myConsultationOfPaid,
  myConsultationOfTemplate,
  toPaidConsultationJson,
} from './coaching-training-json';
import {
  findPaidConsultationPage,
  findProgrammeSubscriptionsOfUser,
  lockOwnProgrammeSubscription,
  type PaidConsultationState,
} from './coaching-training.repository';
import {
  coachingContexts,
  subscribedProgrammeSummaries,
  subscribedTrainerSummaries,
} from './coaching-training.service';
import { setConsultationDate } from './consultation-date';
import type { SubscriptionRow } from './template-training.repository';

/**
 * A client's paid consultations (issue 16; spec part 2, User (paid) consultation): the list, and setting or
 * changing the date until staff approve it. And My Consultations: the consultations of the client's templates,
 * coaching and paid consultations together, with the section 4 filter.
 */

type Conn = Db | Tx;
type ConsultationRequest = z.output<typeof paidConsultationRequestSchema>;

/** Paid consultations as replies, with their programme and trainer. */
export async function paidConsultationsJson(db: Conn, rows: SubscriptionRow[]): Promise<PaidConsultation[]> {
  // Independent reads, sent together.
  const [programmes, trainers] = await Promise.all([
    subscribedProgrammeSummaries(
      db,
      consultationKind,
      rows.map((r) => r.modelId),
    ),
    subscribedTrainerSummaries(
      db,
      rows.flatMap((r) => (r.trainerId ? [r.trainerId] : [])),
    ),
  ]);
  return rows.map((r) =>
    toPaidConsultationJson(r, programmes.get(r.modelId), r.trainerId ? trainers.get(r.trainerId) : undefined),
  );
}

export interface ConsultationsQuery {
  sort: 'latest' | 'oldest';
  consultation_status: ConsultationFilter;
  page: number;
  resultsPerPage: number;
}

/** The filter value as the paid consultations' query reads it (all: no narrowing). */
const PAID_STATES: Record<ConsultationFilter, PaidConsultationState | null> = {
  all: null,
  requested: 'requested',
  completed: 'completed',
  not_requested: 'not_requested',
};

/** GET /subscribed/consultations: the caller's paid consultations, by purchase, narrowed by display, paged. */
export async function listPaidConsultations(db: Db, userId: string, q: ConsultationsQuery) {
  const { rows, total } = await findPaidConsultationPage(db, {
    userId,
    state: PAID_STATES[q.consultation_status],
    sort: q.sort,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  return {
    consultations: await paidConsultationsJson(db, rows),
    ...pageInfo(q.page, q.resultsPerPage, total),
  };
}

/**
 * POST /subscribed/consultation/request: the client sets the date of a paid consultation (Pending becomes
 * Consultation Requested) or changes it until staff approve it (a date staff proposed they may still change).
 * Never before today in Nepal; once it is held: 409 (Purchase Again).
 */
export async function requestPaidConsultation(
  db: Db,
  userId: string,
  body: ConsultationRequest,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const sub = await lockOwnProgrammeSubscription(tx, userId, body.subscription, 'Consultation');
    if (!sub) throw notFound(M.subscriptionNotFound);
    const date = body.consultation_date;
    const moved = await setConsultationDate(
      tx,
      sub,
      PAID_CONSULTATION_MACHINE,
      date,
      M.paidConsultationHeld,
      now,
    );
    return {
      message: TRAINING_TEXTS.dateSet(date),
      subscription: (await paidConsultationsJson(tx, [moved]))[0],
    };
  });
}

/**
 * GET /subscribed/consultations/all: My Consultations, one row per template, coaching and paid consultation of
 * the caller, by purchase (newest first unless sort=oldest), narrowed by the display status, paged.
 */
export async function listMyConsultations(db: Db, userId: string, q: ConsultationsQuery) {
  const [templates, coachings, paid] = await Promise.all([
    findProgrammeSubscriptionsOfUser(db, userId, 'Template'),
    findProgrammeSubscriptionsOfUser(db, userId, 'Coaching'),
    findProgrammeSubscriptionsOfUser(db, userId, 'Consultation'),
  ]);
  const templateIds = templates.map((r) => r.modelId);
  const [summaries, templateTrainerIds, contexts, paidJson] = await Promise.all([
    templateSummaries(db, templateIds),
    templateTrainers(db, templateIds),
    coachingContexts(db, coachings),
    paidConsultationsJson(db, paid),
  ]);
  const trainers = await trainerSummaries(
    db,
    [...templateTrainerIds.values()].filter((id): id is string => id !== null),
  );
  const byId = new Map<string, SubscriptionRow>([...templates, ...coachings, ...paid].map((r) => [r.id, r]));
  const rows: MyConsultation[] = [
    ...templates.map((r) => {
      const trainerId = templateTrainerIds.get(r.modelId);
      return myConsultationOfTemplate(
        r,
        summaries.get(r.modelId),
        trainerId ? trainers.get(trainerId) : undefined,
      );
    }),
    ...coachings.map((r) => myConsultationOfCoaching(r, contexts.get(r.id)!)),
    ...paidJson.map(myConsultationOfPaid),
  ];
  const wanted = CONSULTATION_FILTERS[q.consultation_status];
  const time = (r: MyConsultation) => byId.get(r._id)!.createdAt.getTime();
  const listed = rows
    .filter((r) => wanted === null || r.consultation_display === wanted)
    .sort(
      (a, b) => (q.sort === 'oldest' ? time(a) - time(b) : time(b) - time(a)) || a._id.localeCompare(b._id),
    );
  const start = (q.page - 1) * q.resultsPerPage;
  return {
    consultations: listed.slice(start, start + q.resultsPerPage),
    ...pageInfo(q.page, q.resultsPerPage, listed.length),
  };
}
