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

/** The week completion dialog (the spec's training feedback screen). */
export const weekCompletionFormSchema = z.object({ remarks: remarksField() });
