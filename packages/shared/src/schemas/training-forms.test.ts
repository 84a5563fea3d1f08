import { describe, expect, it } from 'vitest';
import { validate } from '../fields';
import { TRAINING_TEXTS } from '../training';
import * as requests from './training';
import { dayFeedbackFormSchema, weekCompletionFormSchema } from './training-forms';

describe('the training forms', () => {
  it("ask for the day's feedback and the week's remarks with the spec's messages", () => {
    expect(validate(dayFeedbackFormSchema, { feedback: '  ' })).toEqual({
      feedback: TRAINING_TEXTS.feedbackRequired,
    });
    expect(validate(weekCompletionFormSchema, { remarks: '', skip_reason: '' })).toEqual({
      remarks: TRAINING_TEXTS.remarksRequired,
    });
    expect(weekCompletionFormSchema.parse({ remarks: ' Good week ', skip_reason: '' })).toEqual({
      remarks: 'Good week',
      skip_reason: '',
    });
  });

  it('the week completion request takes the remarks by the same rule as the dialog', () => {
    const body = { subscription: '7b0c8f4e-4d8a-4c53-9a55-2f0f3d2b6a11', weeks_completed: '1' };
    for (const value of ['', ' ', 'ok', 'x'.repeat(1001)]) {
      expect(validate(requests.weekCompletionSchema, { ...body, remarks: value }).remarks).toEqual(
        validate(weekCompletionFormSchema, { remarks: value }).remarks,
      );
    }
  });
});
