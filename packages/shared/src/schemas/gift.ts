import { z } from 'zod';
import { RELATIONS } from '../constants';
import { emailField, phoneField, requiredText } from '../fields';

/** Buying for another person (templates, coaching, consultations). */
export const giftRecipientSchema = z.object({
  name: requiredText('Name is required', 100),
  email: emailField(),
  mobile_num: phoneField('Mobile number is required'),
  relation: z.enum(RELATIONS, { error: 'Relation is required' }),
});
export type GiftRecipientInput = z.input<typeof giftRecipientSchema>;
