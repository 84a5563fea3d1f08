import { z } from 'zod';
import { requiredText } from '../fields';

/** Stars arrive as text ("4.5") or a number; half steps from 0.5 to 5. */
export const starsField = () =>
  z.coerce
    .number({ error: 'Please choose a star rating' })
    .refine((v) => v >= 0.5 && v <= 5 && Number.isInteger(v * 2), 'Stars must be between 0.5 and 5 in half steps');

export const reviewFormSchema = z.object({
  stars: starsField(),
  review: requiredText('Review is required', 2000),
});
export type ReviewFormInput = z.input<typeof reviewFormSchema>;
