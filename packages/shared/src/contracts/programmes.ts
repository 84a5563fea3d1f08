import { z } from 'zod';
import { COACHING_PLANS, CONSULTATION_PLANS } from '../constants';
import { discountJson, rupees, sluggedRefJson, trainerSummaryJson } from './common';
import { paging, success } from './reply';

/**
 * Programme replies: coaching (GET /coachings, /coaching/{slug}) and consultations (GET /consultations,
 * /consultation/{slug}) share one card and one detail shape; only their per-trainer plans differ.
 */

export const programmeCardJson = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  cover: z.string(),
  discount: discountJson,
  average_rating: z.number(),
  rating_count: z.number().int(),
  starting_price: rupees
    .nullable()
    .describe('Lowest offered discounted rate over trainers and plans, in rupees; null when none is offered'),
  trainers: z.array(trainerSummaryJson).describe('The trainers who offer it'),
  added_to_cart: z.boolean().describe('True when the signed-in caller has it in their cart'),
});
export type ProgrammeCard = z.infer<typeof programmeCardJson>;

/** The trainer of a rate. */
export const rateTrainerJson = sluggedRefJson.extend({ profile_pic: z.string().nullable() });
export type RateTrainer = z.infer<typeof rateTrainerJson>;

type PlanRateShape<P extends string> = Record<`${P}_rate` | `discounted_${P}_rate`, typeof rupees>;

/** One trainer's rates: `<plan>_rate` and `discounted_<plan>_rate` for each plan, in rupees. */
function programmeRateJson<P extends string>(plans: readonly { value: P }[]) {
  const fields = Object.fromEntries(
    plans.flatMap(({ value }) => [
      [`${value}_rate`, rupees],
      [`discounted_${value}_rate`, rupees.describe('Rupees; the plan is offered only when this is positive')],
    ]),
  ) as PlanRateShape<P>;
  return z.object({ _id: z.string(), trainer: rateTrainerJson, ...fields });
}

const programmeDetailJson = <P extends string>(plans: readonly { value: P }[]) =>
  programmeCardJson.extend({
    description: z.string().describe('Sanitised HTML'),
    rates: z.array(programmeRateJson(plans)),
  });

export const coachingCardJson = programmeCardJson;
export type CoachingCard = z.infer<typeof coachingCardJson>;

export const coachingRateJson = programmeRateJson(COACHING_PLANS);
export type CoachingRate = z.infer<typeof coachingRateJson>;

export const coachingJson = programmeDetailJson(COACHING_PLANS);
export type Coaching = z.infer<typeof coachingJson>;

export const consultationCardJson = programmeCardJson;
export type ConsultationCard = z.infer<typeof consultationCardJson>;

export const consultationRateJson = programmeRateJson(CONSULTATION_PLANS);
export type ConsultationRate = z.infer<typeof consultationRateJson>;

export const consultationJson = programmeDetailJson(CONSULTATION_PLANS);
export type Consultation = z.infer<typeof consultationJson>;

export const coachingsPageReply = success({ coachings: z.array(coachingCardJson), ...paging });
export type CoachingsPageReply = z.infer<typeof coachingsPageReply>;

export const coachingReply = success({ coaching: coachingJson });
export type CoachingReply = z.infer<typeof coachingReply>;

export const consultationsPageReply = success({ consultations: z.array(consultationCardJson), ...paging });
export type ConsultationsPageReply = z.infer<typeof consultationsPageReply>;

export const consultationReply = success({ consultation: consultationJson });
export type ConsultationReply = z.infer<typeof consultationReply>;
