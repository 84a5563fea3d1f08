import { z } from 'zod';
import { numberField } from '../fields';
import { remarksField, skipReasonField } from './training-forms';
import {
  BULK_PROGRESS_MAX,
  FEEDBACK_MAX,
  isCalendarDate,
  isRpe,
  RPE_MAX,
  RPE_MIN,
  RPE_STEP,
  WEIGHT_USED_MAX,
} from '../training';

/** Request bodies of a followed template (spec part 2, sections 5 and 7). */

/** Half RPEs (decision 036): the RTS chart and the plans use 7.5, so the log takes steps of 0.5. */
export const RPE_INVALID = `Actual RPE must be from ${RPE_MIN} to ${RPE_MAX} in steps of ${RPE_STEP}`;

/** actual_rpe: 0 to 10 in steps of 0.5 (or its text); null or "" clears it. */
const rpeField = () =>
  z
    .union([z.null(), z.literal('').transform(() => null), numberField(RPE_INVALID)], { error: RPE_INVALID })
    .refine((v) => v === null || isRpe(v), RPE_INVALID);

/** Optional free text: trimmed, "" clears it (null). */
const optionalText = (max: number, label: string) =>
  z
    .union([z.null(), z.string()], { error: `${label} must be text` })
    .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v === null || v.length <= max, `${label} must be at most ${max} characters`);

/**
 * edited_at: when the client made the edit (an ISO date-time with its offset), sent by an edit queued with no
 * signal (decision 022). The server keeps the newest edit of each day activity: an edit older than (or as old
 * as) the activity's last save is not applied, so replaying a queue never overwrites a newer save.
 */
const editedAtField = () =>
  z.iso
    .datetime({ offset: true, error: 'edited_at must be a date and time (ISO 8601)' })
    .transform((v) => new Date(v));

/** What the client logs on one day activity; a field left out stays as it is. */
export const dayProgressSchema = z.object({
  actual_rpe: rpeField().optional(),
  weight_used: optionalText(WEIGHT_USED_MAX, 'Weight used').optional(),
  feedback: optionalText(FEEDBACK_MAX, 'Feedback').optional(),
  edited_at: editedAtField().optional(),
});
export type DayProgressInput = z.input<typeof dayProgressSchema>;

/** PUT /user/template/progress/bulk: one subscription's day activities, all saved or none. */
export const bulkProgressSchema = z.object({
  subscription: z.uuid({ error: 'subscription must be a subscription id' }),
  week_progresses: z
    .array(dayProgressSchema.extend({ _id: z.uuid({ error: '_id must be a day activity id' }) }), {
      error: 'week_progresses must be a list',
    })
    .min(1, 'week_progresses must not be empty')
    .max(BULK_PROGRESS_MAX, `At most ${BULK_PROGRESS_MAX} day activities at once`)
    .refine(
      (items) => new Set(items.map((i) => i._id)).size === items.length,
      'Each day activity at most once',
    ),
});
export type BulkProgressInput = z.input<typeof bulkProgressSchema>;

/** POST /subscribed/template/week/completion: week weeks_completed (its number as text), with remarks. */
export const weekCompletionSchema = z.object({
  subscription: z.uuid({ error: 'subscription must be a subscription id' }),
  weeks_completed: z
    .union([z.string(), z.number()], { error: 'weeks_completed must be a week number' })
    .transform((v) => String(v).trim())
    .refine((v) => /^[1-9]\d{0,2}$/.test(v), 'weeks_completed must be a week number')
    .transform(Number),
  remarks: remarksField(),
  /** Needed when some activities of the week have no log (the server's check): why they were skipped. */
  skip_reason: skipReasonField(),
});
export type WeekCompletionInput = z.input<typeof weekCompletionSchema>;

/** A consultation date: YYYY-MM-DD (whether it is before today in Nepal is the server's check). */
export const consultationDateField = () =>
  z
    .string({ error: 'Consultation date is required' })
    .trim()
    .min(1, 'Consultation date is required')
    .refine(isCalendarDate, 'Consultation date must be a date (YYYY-MM-DD)');

/** POST /subscribed/template/consultation/request. */
export const templateConsultationRequestSchema = z.object({
  subscription_id: z.uuid({ error: 'subscription_id must be a subscription id' }),
  consultation_date: consultationDateField(),
});
export type TemplateConsultationRequestInput = z.input<typeof templateConsultationRequestSchema>;
