import { z } from 'zod';
import { numberField, requiredText } from '../fields';

/** Stars arrive as a number or its text ("4.5"), never a boolean; half steps from 0.5 to 5. */
export const starsField = () =>
  numberField('Please choose a star rating').refine(
    (v) => v >= 0.5 && v <= 5 && Number.isInteger(v * 2),
    'Stars must be between 0.5 and 5 in half steps',
  );

export const reviewFormSchema = z.object({
  stars: starsField(),
  review: requiredText('Review is required', 2000),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
