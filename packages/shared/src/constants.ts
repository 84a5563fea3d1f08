/** Business constants from the spec (part 1 section 9, part 2 section 9). One place for each. */

export const USER_TYPES = ['Client', 'Trainer', 'Admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const LOGIN_SOURCES = ['email', 'google', 'facebook'] as const;
export type LoginSource = (typeof LOGIN_SOURCES)[number];

export const OFFER_KINDS = ['all', 'product', 'template', 'coaching', 'consultation'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_STATUSES = ['active', 'inactive'] as const;
export const OFFERS_PAGE_SIZE = 10;
/** How many offers of one kind a banner shows, picked at random. */
export const OFFERS_SHOWN_PER_KIND = 2;

export const POLICY_PAGE_SLUGS = ['privacy-policy', 'terms-of-service', 'refund-policy'] as const;

export const RELATIONS = ['Family', 'Friend', 'Other'] as const;
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const DEFAULT_COUNTRY = 'Nepal';

export const PASSWORD_MIN_LENGTH = 6;
export const SEARCH_DEBOUNCE_MS = 500;
export const HERO_SLIDE_MS = 5000;

export const GENERIC_ERROR = 'Something went wrong';

/** Access tokens live one day; an expired token may be refreshed for 30 more days. */
export const ACCESS_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const REFRESH_GRACE_SECONDS = 30 * 24 * 60 * 60;
