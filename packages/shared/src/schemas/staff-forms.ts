import { z } from 'zod';
import { requiredText } from '../fields';
import { REMARKS_MAX } from '../training';

/**
 * The staff workspace's forms (issue 17), apart from the request bodies in schemas/staff.ts: like
 * training-forms.ts, a page importing these takes in only required text fields, not the zod features the
 * request schemas use (enums, refinements, optional fields), which would land in the zod chunk every form page
 * loads. Their messages are the request schemas' (staff-forms.test.ts holds them in step).
 */

/** The inbox's lists (the `state` of GET /staff/template-subscriptions), in the inbox's order. */
export const STAFF_INBOX_LISTS = ['consultation_requests', 'to_activate', 'week_requests'] as const;

const staffText = (message: string) => requiredText(message, REMARKS_MAX);

/** Mark as Held: the remarks the client reads. */
export const heldFormSchema = z.object({ remarks: staffText('Remarks is required') });

/** Make Inactive, Make Active Again: why. */
export const reasonFormSchema = z.object({ reason: staffText('Reason is required') });

/** Return a week: the note the client reads. */
export const returnWeekFormSchema = z.object({ note: staffText('Note is required') });

/** Activate: the start date (the date field gives YYYY-MM-DD); the reason is not asked. */
export const activateFormSchema = z.object({
  start_on: requiredText('Start date is required', 10),
  reason: z.string(),
});

/** Activate before the consultation was held (admins): the start date and a reason. */
export const earlyActivateFormSchema = z.object({
  start_on: requiredText('Start date is required', 10),
  reason: staffText('Reason is required'),
});
