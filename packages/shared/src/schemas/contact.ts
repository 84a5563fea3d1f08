import { z } from 'zod';
import { emailField, requiredText } from '../fields';

export const contactQuerySchema = z.object({
  name: requiredText('Name is required', 100),
  email: emailField(),
  subject: requiredText('Subject is required', 200),
  message: requiredText('Message is required', 5000),
});
export type ContactQueryInput = z.input<typeof contactQuerySchema>;
