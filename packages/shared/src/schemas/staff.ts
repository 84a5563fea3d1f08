import { z } from 'zod';
import { requiredText } from '../fields';
import { isCalendarDate, REMARKS_MAX, STAFF_STEP_TEXTS } from '../training';
import { consultationDateField } from './training';

/** Request bodies and queries of the staff workspace (issue 17): template subscriptions and week requests. */

/** The inbox's lists: dates to approve or hold, subscriptions to activate, weeks waiting for review. */
export const STAFF_INBOX_STATES = ['consultation_requests', 'to_activate', 'week_requests'] as const;
export type StaffInboxState = (typeof STAFF_INBOX_STATES)[number];

export const staffInboxStateField = () =>
  z.enum(STAFF_INBOX_STATES, {
    error: `state must be one of ${STAFF_INBOX_STATES.join(', ')}`,
  });

export const STAFF_TEXT_MAX = REMARKS_MAX;

/** POST …/consultation/propose: another date, which replaces the client's as approved, and why (the client reads it). */
export const proposeConsultationSchema = z.object({
  consultation_date: consultationDateField(),
  reason: requiredText(STAFF_STEP_TEXTS.proposalReasonRequired, STAFF_TEXT_MAX),
});
export type ProposeConsultationInput = z.input<typeof proposeConsultationSchema>;

/** POST …/consultation/held: what staff noted in the consultation (the client reads it). */
export const consultationHeldSchema = z.object({
  remarks: requiredText('Remarks is required', STAFF_TEXT_MAX),
});
export type ConsultationHeldInput = z.input<typeof consultationHeldSchema>;

/**
 * POST …/activate: the start date (YYYY-MM-DD; default today in Nepal). A reason only when an admin activates
 * a subscription whose consultation was not held.
 */
export const activateSchema = z.object({
  start_on: z
    .string({ error: 'Start date must be a date (YYYY-MM-DD)' })
    .trim()
    .refine(isCalendarDate, 'Start date must be a date (YYYY-MM-DD)')
    .optional(),
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(STAFF_TEXT_MAX, `Must be at most ${STAFF_TEXT_MAX} characters`)
    .optional(),
});
export type ActivateInput = z.input<typeof activateSchema>;

/** POST …/inactive and …/reactivate: why. */
export const statusReasonSchema = z.object({ reason: requiredText('Reason is required', STAFF_TEXT_MAX) });
export type StatusReasonInput = z.input<typeof statusReasonSchema>;

/** POST /staff/week-requests/{id}/return: the note the client reads. */
export const returnWeekSchema = z.object({ note: requiredText('Note is required', STAFF_TEXT_MAX) });
export type ReturnWeekInput = z.input<typeof returnWeekSchema>;

/** The records the audit log reads by. */
export const AUDIT_RECORD_TYPES = [
  'subscription',
  'order',
  'product',
  'template',
  'coaching',
  'consultation',
  'forum',
  'forum_comment',
  'trainer',
  'user',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];
