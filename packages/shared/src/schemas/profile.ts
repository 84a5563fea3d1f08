import { z } from 'zod';
import { GENDERS } from '../constants';
import { phoneField, requiredText } from '../fields';
import { isCalendarDate, nepalToday } from '../training';
import { nepalAddressSchema } from './address';

/**
 * The profile settings (spec part 2, sections 3 and 5): PUT /auth/profile and the Profile Settings form.
 * slug, email and profile_pic are not part of it (slug is read-only; the picture has its own upload).
 */

export const PROFILE_MESSAGES = {
  updated: 'Profile Updated',
  /** The toast when Update is pressed with fields missing or not valid (issue 36). */
  notUpdated: 'Profile not updated: please fill in or correct the highlighted fields.',
  /** Under the form's title: what the asterisks mean. */
  requiredNote: 'Fields marked * are required.',
  gender: 'Gender is required',
  birthDate: 'Birth date is required',
  birthDateInvalid: 'Birth date is not valid',
  birthDateFuture: 'Birth date cannot be in the future',
  socialLink: 'Enter the full link, starting with https://',
} as const;

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram', 'linkedid', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** How each network is labelled in the form (`linkedid` is the spec's spelling of the LinkedIn field). */
export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  linkedid: 'LinkedIn',
  tiktok: 'TikTok',
};

export const ABOUT_MAX = 1000;
const EARLIEST_BIRTH_DATE = '1900-01-01';

/** A link to the user's page on a network: http(s) only (it is shown as a link), or empty for none. */
const socialLink = z
  .string({ error: PROFILE_MESSAGES.socialLink })
  .trim()
  .max(300, 'Must be at most 300 characters')
  .refine((v) => v === '' || isWebLink(v), PROFILE_MESSAGES.socialLink)
  .transform((v) => v || null)
  .nullish();

function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** YYYY-MM-DD, a real date, not before 1900 and not after today in Nepal. */
export const birthDateField = () =>
  z
    .string({ error: PROFILE_MESSAGES.birthDate })
    .trim()
    .min(1, PROFILE_MESSAGES.birthDate)
    .refine(isCalendarDate, PROFILE_MESSAGES.birthDateInvalid)
    .refine((d) => !isCalendarDate(d) || d >= EARLIEST_BIRTH_DATE, PROFILE_MESSAGES.birthDateInvalid)
    .refine((d) => !isCalendarDate(d) || d <= nepalToday(), PROFILE_MESSAGES.birthDateFuture);

export const profileSchema = z.object({
  name: requiredText('Name is required', 100),
  mobile_num: phoneField('Phone number is required'),
  gender: z.enum(GENDERS, { error: PROFILE_MESSAGES.gender }),
  birth_date: birthDateField(),
  about: z
    .string()
    .trim()
    .max(ABOUT_MAX, `Must be at most ${ABOUT_MAX} characters`)
    .transform((v) => v || null)
    .nullish(),
  address: nepalAddressSchema,
  social: z
    .object({
      facebook: socialLink,
      twitter: socialLink,
      instagram: socialLink,
      linkedid: socialLink,
      tiktok: socialLink,
    })
    .optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;

/** The birth date as the form shows it: YYYY-MM-DD to MM-DD-YYYY ('' for none). */
export function birthDateForDisplay(date: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  return match ? `${match[2]}-${match[3]}-${match[1]}` : '';
}

/**
 * The birth date as typed in the form (MM-DD-YYYY, or with slashes) to YYYY-MM-DD. Empty stays empty
 * ("Birth date is required"); anything else that is not MM-DD-YYYY becomes text the schema refuses as not valid.
 */
export function birthDateFromDisplay(text: string): string {
  const value = text.trim();
  if (!value) return '';
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (!match) return 'invalid';
  return `${match[3]}-${match[1].padStart(2, '0')}-${match[2].padStart(2, '0')}`;
}

/**
 * The Profile Settings form: flat text fields named by the path of the API's field errors (`address.province`,
 * `social.facebook`), the birth date as MM-DD-YYYY, folded into the request body and checked by profileSchema.
 */
const profileFields = z.object({
  name: z.string(),
  mobile_num: z.string(),
  gender: z.string(),
  birth_date: z.string(),
  about: z.string(),
  'address.province': z.string(),
  'address.district': z.string(),
  'address.area': z.string(),
  'address.address_line1': z.string(),
  'social.facebook': z.string(),
  'social.twitter': z.string(),
  'social.instagram': z.string(),
  'social.linkedid': z.string(),
  'social.tiktok': z.string(),
});
export const PROFILE_FORM_FIELDS = Object.keys(profileFields.shape) as (keyof typeof profileFields.shape)[];

export const profileFormSchema = profileFields
  .transform((v): ProfileInput => ({
    name: v.name,
    mobile_num: v.mobile_num,
    gender: v.gender as ProfileInput['gender'],
    birth_date: birthDateFromDisplay(v.birth_date),
    about: v.about,
    address: {
      province: v['address.province'],
      district: v['address.district'],
      area: v['address.area'],
      address_line1: v['address.address_line1'],
    },
    social: {
      facebook: v['social.facebook'],
      twitter: v['social.twitter'],
      instagram: v['social.instagram'],
      linkedid: v['social.linkedid'],
      tiktok: v['social.tiktok'],
    },
  }))
  .pipe(profileSchema);
export type ProfileFormValues = z.input<typeof profileFormSchema>;
