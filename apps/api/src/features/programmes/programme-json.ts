import { z } from 'zod';
import { LIST_SORT_VALUES, PAGE_SIZES } from '@oxstrength/shared/constants';
import { pagingQuery } from '../../lib/reply';
import { searchField, sortField } from '../categories/catalogue-query';
import { trainerSummaryJson } from '../trainers/trainer-json';
import type { PlanRateFields, ProgrammeKind } from './programme-kinds';

export const discountJson = z.object({
  active: z.boolean(),
  title: z.string().nullable(),
  discount_percentage: z.number().int(),
});

const rupees = z.number().describe('Rupees');

export const programmeCardJson = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  cover: z.string(),
  discount: discountJson,
  average_rating: z.number(),
  rating_count: z.number().int(),
  starting_price: rupees.nullable().describe('Lowest offered discounted rate over trainers and plans, in rupees; null when none is offered'),
  trainers: z.array(trainerSummaryJson).describe('The trainers who offer it'),
  added_to_cart: z.boolean().describe('True when the signed-in caller has it in their cart'),
});

const rateTrainerJson = z.object({ _id: z.string(), name: z.string(), slug: z.string(), profile_pic: z.string().nullable() });

/** One trainer's rates: `<plan>_rate` and `discounted_<plan>_rate` for each plan of the kind, in rupees. */
export function programmeRateJson<P extends string>(kind: ProgrammeKind<P>) {
  const plans = Object.fromEntries(
    kind.rates.plans.flatMap(({ plan }) => [
      [`${plan}_rate`, rupees],
      [`discounted_${plan}_rate`, rupees.describe('Rupees; the plan is offered only when this is positive')],
    ]),
  );
  const schema = z.object({ _id: z.string(), trainer: rateTrainerJson, ...plans });
  // The shape is built from the kind's plans; its type is what the plans make.
  return schema as unknown as z.ZodType<{ _id: string; trainer: z.infer<typeof rateTrainerJson> } & PlanRateFields<P>>;
}

export const programmeDetailJson = <P extends string>(kind: ProgrammeKind<P>) =>
  programmeCardJson.extend({
    description: z.string().describe('Sanitised HTML'),
    rates: z.array(programmeRateJson(kind)),
  });

/** The query of GET /coachings and GET /consultations. */
export const programmeListQuery = z.object({
  q: searchField,
  sort: sortField,
  ...pagingQuery(PAGE_SIZES.programmeSearch),
});

export const programmeListDescription =
  `q: prefix search on every word of the title and description. sort: ${LIST_SORT_VALUES.join(', ')} ` +
  '(price sorts use the lowest offered rate; programmes with none come last); without it, by relevance when ' +
  'searching, else popular.';

export const slugParams = z.object({ slug: z.string().min(1).max(200) });
