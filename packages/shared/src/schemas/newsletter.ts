import { z } from 'zod';
import { emailField, requiredText } from '../fields';

export const newsletterSubscribeSchema = z.object({
  email: emailField(),
  first_name: requiredText('First name is required', 60),
  last_name: requiredText('Last name is required', 60),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;
