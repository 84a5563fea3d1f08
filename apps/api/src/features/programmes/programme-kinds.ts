import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  COACHING_PLANS,
  CONSULTATION_PLANS,
  type CoachingPlan,
  type ConsultationPlan,
} from '@oxstrength/shared/constants';
import { coachingRates, coachings, consultationRates, consultations } from '../../db/schema/programmes';

/**
 * Coaching and consultations are the same kind of catalogue item (programmeColumns) that differ only in their
 * table, their per-trainer plans and their words. Everything about the two goes through one of these.
 */

/** Both programme tables have exactly the columns of `coachings`; consultations is typed as it. */
export type ProgrammeTable = typeof coachings;

export interface ProgrammePlanColumns<P extends string> {
  plan: P;
  rate: PgColumn;
  discounted: PgColumn;
}

export interface ProgrammeKind<P extends string> {
  /** Singular, as in paths: /coaching/{slug}. */
  name: 'coaching' | 'consultation';
  notFound: string;
  table: ProgrammeTable;
  rates: {
    table: PgTable;
    id: PgColumn;
    itemId: PgColumn;
    trainerId: PgColumn;
    plans: readonly ProgrammePlanColumns<P>[];
  };
}

/** The reply fields of one plan: `<plan>_rate` and `discounted_<plan>_rate`, in rupees. */
export type PlanRateFields<P extends string> = Record<`${P}_rate` | `discounted_${P}_rate`, number>;

const plans = <P extends string>(values: readonly { value: P }[], columns: Record<P, [PgColumn, PgColumn]>) =>
  values.map(({ value }) => ({ plan: value, rate: columns[value][0], discounted: columns[value][1] }));

export const coachingKind: ProgrammeKind<CoachingPlan> = {
  name: 'coaching',
  notFound: 'Coaching not found',
  table: coachings,
  rates: {
    table: coachingRates,
    id: coachingRates.id,
    itemId: coachingRates.coachingId,
    trainerId: coachingRates.trainerId,
    plans: plans(COACHING_PLANS, {
      w4: [coachingRates.w4Rate, coachingRates.discountedW4Rate],
      w12: [coachingRates.w12Rate, coachingRates.discountedW12Rate],
      w24: [coachingRates.w24Rate, coachingRates.discountedW24Rate],
    }),
  },
};

export const consultationKind: ProgrammeKind<ConsultationPlan> = {
  name: 'consultation',
  notFound: 'Consultation not found',
  table: consultations as unknown as ProgrammeTable,
  rates: {
    table: consultationRates,
    id: consultationRates.id,
    itemId: consultationRates.consultationId,
    trainerId: consultationRates.trainerId,
    plans: plans(CONSULTATION_PLANS, {
      quarter_hour: [consultationRates.quarterHourRate, consultationRates.discountedQuarterHourRate],
      half_hour: [consultationRates.halfHourRate, consultationRates.discountedHalfHourRate],
      hour: [consultationRates.hourRate, consultationRates.discountedHourRate],
    }),
  },
};
