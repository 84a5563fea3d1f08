import { z } from 'zod';
import { requiredText } from '../fields';
import { FEEDBACK_MAX, REMARKS_MAX, TRAINING_TEXTS } from '../training';

/**
 * The web's training forms (spec part 2, section 5), apart from the request bodies in schemas/training.ts: a
 * page importing these takes in only a required text field, not the zod features the request bodies use
 * (unions, uuids, arrays), which would otherwise land in the zod chunk every form page loads.
 */

/** The day feedback form: feedback is required there. */
export const dayFeedbackFormSchema = z.object({
  feedback: requiredText(TRAINING_TEXTS.feedbackRequired, FEEDBACK_MAX),
});

/** Week completion remarks: required (Remarks is required). */
export const remarksField = () => requiredText(TRAINING_TEXTS.remarksRequired, REMARKS_MAX);

/** Why some activities of the week were skipped (issue 36): optional text, "" is none. */
export const skipReasonField = () =>
  z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(REMARKS_MAX, `Must be at most ${REMARKS_MAX} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/** The week completion dialog (the spec's training feedback screen); the reason when some are skipped. */
export const weekCompletionFormSchema = z.object({
  remarks: remarksField(),
  // Required by the dialog only when activities of the week have no log.
  skip_reason: z.string().max(REMARKS_MAX, `Must be at most ${REMARKS_MAX} characters`),
});
