import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  COACHING_PLANS,
  CONSULTATION_PLANS,
  type CoachingPlan,
  type ConsultationPlan,
} from '@oxstrength/shared/constants';
import {
  coachingReply,
  coachingsPageReply,
  consultationReply,
  consultationsPageReply,
} from '@oxstrength/shared/contracts/programmes';
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
  /** As in the list path and its reply's key: /coachings, { coachings: [...] }. */
  plural: 'coachings' | 'consultations';
  /** The cart's on_model for it (added_to_cart). */
  cartType: 'Coaching' | 'Consultation';
  notFound: string;
  /** The OpenAPI tag and summaries of its two routes (programme.routes.ts). */
  docs: { tag: string; list: string; detail: string };
  /** Its reply shapes (packages/shared/src/contracts/programmes.ts): a page of cards, one with its rates. */
  replies: { page: z.ZodType; detail: z.ZodType };
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
  plural: 'coachings',
  cartType: 'Coaching',
  notFound: 'Coaching not found',
  docs: {
    tag: 'coaching',
    list: 'Published coaching programmes, searched, sorted and paged',
    detail: "A published coaching programme with every trainer's rates (rupees)",
  },
  replies: { page: coachingsPageReply, detail: coachingReply },
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
  plural: 'consultations',
  cartType: 'Consultation',
  notFound: 'Consultation not found',
  docs: {
    tag: 'consultations',
    list: 'Published consultations, searched, sorted and paged',
    detail: "A published consultation with every trainer's rates (rupees)",
  },
  replies: { page: consultationsPageReply, detail: consultationReply },
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
