import { z } from 'zod';
import { PHONE_INVALID, normalizePhone, type PhoneOptions } from './phone';

/**
 * Field builders shared by every form schema. Messages are the spec's, word for word.
 */

// In the browser the site's Content-Security-Policy allows no eval (script-src 'self'): zod's compiled fast
// path would try `new Function`, be refused and leave a violation in the console. The server keeps it.
if ('document' in globalThis) z.config({ jitless: true });

/** Decimal text, as a form field or a query string carries a number ("4.5", "2"). */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A number in a JSON body: a number, or its decimal text. Anything else (true, null, [], "", "0x10") is refused
 * with `message`: z.coerce would take true for 1 and null or "" for 0. Chain checks with `.pipe(z.number()...)`
 * or `.refine`.
 */
export const numberField = (message: string) =>
  z.union([z.number(), z.string().trim().regex(DECIMAL_TEXT).transform(Number)], { error: message });

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const emailField = () =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email is invalid')
    .pipe(z.email({ error: 'Email is invalid' }))
    .transform((v) => v.toLowerCase());

/**
 * A Nepali phone number written the way people write it (`+977-9841234567`, `98412 34567`, `01-4412345`),
 * parsed to its stored form (`+9779841234567`); anything else gets the spec's "Phone number is not valid".
 * Mobiles only unless `landline` is set: fields named mobile_num never take a landline (phone.ts, decision 016).
 */
export const phoneField = (requiredMessage = 'Phone number is required', options: PhoneOptions = {}) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      const stored = normalizePhone(value, options);
      if (stored !== null) return stored;
      ctx.addIssue({ code: 'custom', message: PHONE_INVALID, input: value });
      return z.NEVER;
    });

export const passwordField = () =>
  z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters long')
    .max(128, 'Password must be at most 128 characters long');

export const confirmPasswordField = () =>
  z.string({ error: 'Confirm Password is required' }).min(1, 'Confirm Password is required');

/**
 * Turns a failed parse into `{ field: firstMessage }`, the shape forms and the API's `errors` use.
 * Nested paths are joined with dots (`address.province`).
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** Validates `values` against `schema`; returns `{}` when valid. Used by web forms. */
export function validate(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}
