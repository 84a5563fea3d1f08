/**
 * Nepali phone numbers: the one rule for reading them as people write them, the one form they are stored in
 * and the one national form they are shown in (decision 016).
 *
 * Accepted writing: spaces, dashes and dots anywhere; a leading `+977`, `977`, `00977` or `(+977)`; one pair of
 * brackets around the country or area code; Devanagari digits (९८४...).
 * - Mobile: 10 digits starting 97 or 98. Stored `+9779841234567`, shown `984-1234567`.
 * - Landline (only where a field allows it): an area code and a subscriber number, 8 digits after the trunk
 *   `0` (Kathmandu 01-4412345, Pokhara 061-123456). Written with its `0` nationally; after the country code
 *   the `0` may be left out. Stored `+97714412345` (E.164, like mobiles), shown `01-4412345`, `061-123456`.
 * Anything else (other countries, short or long numbers, letters) is not a Nepali phone number.
 *
 * The migration `apps/api/drizzle/0005_phone-numbers.sql` repeats the mobile half of this rule in SQL.
 */

/** The spec's message for a number that is not one. */
export const PHONE_INVALID = 'Phone number is not valid';

export type PhoneKind = 'mobile' | 'landline';

export interface PhoneOptions {
  /** Also accept landlines. Fields named mobile_num never do. */
  landline?: boolean;
}

const COUNTRY_CODE = '977';
const MOBILE = /^9[78]\d{8}$/;
/** A landline without its trunk 0: area code (1 for the Kathmandu valley, else 2 digits) and subscriber, 8 digits. */
const LANDLINE = /^[1-9]\d{7}$/;
const SEPARATORS = /[\s.-]/g;
/** Brackets around the first group (`(+977)`, `(01)`), or around the area code after the country code. */
const BRACKETED = /^(\+?977)?\((\+?\d{1,4})\)(\d+)$/;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/g;

/** The kind and the national significant number (no country code, no trunk 0), or null. */
function parse(input: string): { kind: PhoneKind; number: string } | null {
  let s = input
    .trim()
    .replace(DEVANAGARI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(SEPARATORS, '');
  const bracketed = BRACKETED.exec(s);
  if (bracketed) s = (bracketed[1] ?? '') + bracketed[2] + bracketed[3];
  if (!/^\+?\d+$/.test(s)) return null;

  let number: string;
  if (s.startsWith(`+${COUNTRY_CODE}`)) number = s.slice(4);
  else if (s.startsWith(`00${COUNTRY_CODE}`)) number = s.slice(5);
  // A national mobile may itself start 977, so a bare 977 counts as the country code only before more digits.
  else if (s.startsWith(COUNTRY_CODE) && s.length > 10) number = s.slice(3);
  else if (s.startsWith('+')) return null;
  else {
    if (MOBILE.test(s)) return { kind: 'mobile', number: s };
    // Nationally a landline is written with its trunk 0.
    return s.startsWith('0') && LANDLINE.test(s.slice(1)) ? { kind: 'landline', number: s.slice(1) } : null;
  }
  if (MOBILE.test(number)) return { kind: 'mobile', number };
  if (number.startsWith('0')) number = number.slice(1);
  return LANDLINE.test(number) ? { kind: 'landline', number } : null;
}

/**
 * The stored form (`+9779841234567`, `+97714412345`) of a number written any accepted way, or null when it is
 * not a Nepali mobile (nor, with `landline`, a Nepali landline).
 */
export function normalizePhone(input: string, options: PhoneOptions = {}): string | null {
  const parsed = parse(input);
  if (!parsed || (parsed.kind === 'landline' && !options.landline)) return null;
  return `+${COUNTRY_CODE}${parsed.number}`;
}

/** Whether the value (written any accepted way, or stored) is a Nepali mobile number. */
export function isMobile(input: string): boolean {
  return parse(input)?.kind === 'mobile';
}

/**
 * How a phone is shown: `984-1234567` for mobiles, `01-4412345` or `061-123456` for landlines. A value that is
 * not a Nepali number (an old row the migration could not convert) is shown as it is.
 */
export function formatPhoneNational(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parse(value);
  if (!parsed) return value.trim();
  const n = parsed.number;
  if (parsed.kind === 'mobile') return `${n.slice(0, 3)}-${n.slice(3)}`;
  const area = n.startsWith('1') ? 1 : 2;
  return `0${n.slice(0, area)}-${n.slice(area)}`;
}
