import { z } from 'zod';
import { requiredText } from '../fields';
import { CONSULTATION_FILTER_VALUES } from '../training';
import { consultationDateField } from './training';

/**
 * Request bodies and queries of a client's coaching and paid consultations (issue 16; spec part 2, sections 5
 * and 7), and the trainer's coaching week. Progress and week completion take the template's bodies
 * (schemas/training.ts).
 */

/** The My Consultations filter: All, Upcoming (requested), Previous (completed), Pending (not_requested). */
export const consultationStatusField = () =>
  z
    .enum(CONSULTATION_FILTER_VALUES, {
      error: `consultation_status must be one of ${CONSULTATION_FILTER_VALUES.join(', ')}`,
    })
    .default('all');

/** POST /subscribed/coaching/consultation/request. */
export const coachingConsultationRequestSchema = z.object({
  subscription: z.uuid({ error: 'subscription must be a subscription id' }),
  consultation_date: consultationDateField(),
});
export type CoachingConsultationRequestInput = z.input<typeof coachingConsultationRequestSchema>;

/** PUT /subscribed/coaching/consultation/{subscription}. */
export const coachingConsultationChangeSchema = z.object({ consultation_date: consultationDateField() });
export type CoachingConsultationChangeInput = z.input<typeof coachingConsultationChangeSchema>;

/** POST /subscribed/consultation/request: set or change a paid consultation's date. */
export const paidConsultationRequestSchema = z.object({
  subscription: z.uuid({ error: 'subscription must be a subscription id' }),
  consultation_date: consultationDateField(),
});
export type PaidConsultationRequestInput = z.input<typeof paidConsultationRequestSchema>;

/** Days a coaching week has; activities a day may list. */
export const COACHING_WEEK_DAYS = 7;
export const COACHING_DAY_ACTIVITIES_MAX = 30;
const TEXT_MAX = 200;

const activityText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(TEXT_MAX, `${label} must be at most ${TEXT_MAX} characters`)
    .default('');

/** One exercise the trainer writes in a coaching week. */
export const coachingActivitySchema = z.object({
  day: z
    .number({ error: 'day must be a day of the week (1 to 7)' })
    .int('day must be a day of the week (1 to 7)')
    .min(1, 'day must be a day of the week (1 to 7)')
    .max(COACHING_WEEK_DAYS, 'day must be a day of the week (1 to 7)'),
  movement: requiredText('Movement is required', TEXT_MAX),
  intensity: activityText('Intensity'),
  sets: activityText('Sets'),
  reps: activityText('Reps'),
  tempo: activityText('Tempo'),
  rest: activityText('Rest'),
  note: activityText('Note'),
  /** Issue 18: the load the trainer plans ("100 kg"); left out, none. */
  planned_load: z
    .string({ error: 'Planned load must be text' })
    .trim()
    .max(TEXT_MAX, `Planned load must be at most ${TEXT_MAX} characters`)
    .optional(),
});
export type CoachingActivityInput = z.input<typeof coachingActivitySchema>;

/**
 * PUT /staff/coaching-subscriptions/{id}/weeks/{week}: the week's exercises (replacing those written before, in
 * the order sent; left out, they stay) and whether the client sees it (published).
 */
export const coachingWeekSchema = z.object({
  published: z.boolean({ error: 'published must be true or false' }),
  activities: z
    .array(coachingActivitySchema, { error: 'activities must be a list' })
    .max(
      COACHING_WEEK_DAYS * COACHING_DAY_ACTIVITIES_MAX,
      `At most ${COACHING_WEEK_DAYS * COACHING_DAY_ACTIVITIES_MAX} activities a week`,
    )
    .optional()
    .describe('Left out: the week keeps its exercises (only published changes)'),
});
export type CoachingWeekInput = z.input<typeof coachingWeekSchema>;
