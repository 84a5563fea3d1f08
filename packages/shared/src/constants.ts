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
/** A field whose value is of the wrong kind, where the spec gives that field no message of its own. */
export const INVALID_VALUE = 'Please enter a valid value.';
/** Text with a NUL character or half of a UTF-16 surrogate pair: refused before anything reads or stores it. */
export const INVALID_CHARACTERS = 'Contains characters that are not allowed.';

/** Access tokens live one day; an expired token may be refreshed for 30 more days. */
export const ACCESS_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const REFRESH_GRACE_SECONDS = 30 * 24 * 60 * 60;

/** List sorts for templates, products, coaching and consultations (value -> label). */
export const LIST_SORTS = [
  { value: 'popular', label: 'Most Popular' },
  { value: 'latest', label: 'Most Recent' },
  { value: 'expensive', label: 'Price: High to Low' },
  { value: 'cheap', label: 'Price: Low to High' },
] as const;
export type ListSort = (typeof LIST_SORTS)[number]['value'];
export const LIST_SORT_VALUES = LIST_SORTS.map((s) => s.value) as [ListSort, ...ListSort[]];
/** Templates, coaching and consultations default to the first sort; the shop to the second (latest). */
export const DEFAULT_LIST_SORT: ListSort = LIST_SORTS[0].value;
export const DEFAULT_SHOP_SORT: ListSort = LIST_SORTS[1].value;

export const REVIEW_SORTS = [
  { value: 'popular', label: 'Highest Rating' },
  { value: 'unpopular', label: 'Lowest Rating' },
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number]['value'];
export const REVIEW_SORT_VALUES = REVIEW_SORTS.map((s) => s.value) as [ReviewSort, ...ReviewSort[]];

export const PAGE_SIZES = {
  templateSearch: 8,
  shopSearch: 8,
  homeProductsPerParent: 4,
  reviews: 2,
  programmeSearch: 9,
  trainerPackages: 100,
  similar: 8,
} as const;

export const CART_ITEM_TYPES = ['Template', 'Product', 'Consultation', 'Coaching'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

export const COACHING_PLANS = [
  { value: 'w4', label: '4 Weeks Plan', weeks: 4 },
  { value: 'w12', label: '12 Weeks Plan', weeks: 12 },
  { value: 'w24', label: '24 Weeks Plan', weeks: 24 },
] as const;
export type CoachingPlan = (typeof COACHING_PLANS)[number]['value'];

export const CONSULTATION_PLANS = [
  { value: 'quarter_hour', label: 'Quarter Hour Plan', minutes: 15 },
  { value: 'half_hour', label: 'Half Hour Plan', minutes: 30 },
  { value: 'hour', label: 'Hour Plan', minutes: 60 },
] as const;
export type ConsultationPlan = (typeof CONSULTATION_PLANS)[number]['value'];

export const TRUST_BADGES = [
  'Top Healthy',
  'Verified products over 2 years',
  'Home Delivery within 1 week',
  '24/7 Support',
] as const;

export const STAR_MAX = 5;
export const STAR_STEP = 0.5;

/** Delivery address labels: stored value and what users see. */
export const ADDRESS_LABELS = [
  { value: 'home', label: 'Home' },
  { value: 'office', label: 'Work' },
  { value: 'other', label: 'Other' },
] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number]['value'];

/** Express checkout's on_model values (lower-case) and the cart's onModel they stand for. */
export const EXPRESS_MODELS = ['template', 'product', 'coaching', 'consultation'] as const;
export type ExpressModel = (typeof EXPRESS_MODELS)[number];
export const EXPRESS_MODEL_TYPES: Record<ExpressModel, CartItemType> = {
  template: 'Template',
  product: 'Product',
  coaching: 'Coaching',
  consultation: 'Consultation',
};

/** Upper bound on one line's unit, whatever the stock (a typo guard). */
export const MAX_CART_UNIT = 99;
export const ORDERS_PAGE_SIZE = 5;
export const CART_TOASTS: Record<CartItemType, string> = {
  Template: 'Template added to cart',
  Product: 'Product added to cart',
  Consultation: 'Consultation added to cart',
  Coaching: 'Coaching added to cart',
};
export const EMPTY_CART = 'Empty Cart. Explore and find the best training templates and products.';
export const EMPTY_ORDERS = 'Empty Orders. Explore and find the best training templates and products.';
export const COUPON_APPLIED = 'Coupon Applied Successfully';

/**
 * POST /order/initiate refuses (409) an order that would take the buyer's unpaid orders (Initiated or Pending,
 * still holding their stock) past UNPAID_HOLD_MAX_UNITS of one product size or UNPAID_HOLD_MAX_VALUE in all
 * (decision 009). `item` is the size's title, e.g. "Gold Whey (2 kg)"; `held` is what the buyer's other unpaid
 * orders already hold (0 / null when none).
 */
export const unpaidUnitsCapMessage = (item: string, max: number, held: number): string =>
  held > 0
    ? `Your unpaid orders already hold ${held} of ${item}, and at most ${max} can wait for payment at a time. ` +
      'Complete the payment of an earlier order, or wait until it expires, then try again.'
    : `You can order at most ${max} of ${item} at a time.`;
/** `max` and `held` as shown to shoppers ("Rs. 2,00,000"). */
export const unpaidValueCapMessage = (max: string, held: string | null): string =>
  held
    ? `Your unpaid orders already come to ${held}, and orders waiting for payment can come to at most ${max} ` +
      'in all. Complete the payment of an earlier order, or wait until it expires, then try again.'
    : `Orders waiting for payment can come to at most ${max}. Please order fewer items now, and the rest once ` +
      'this order is paid.';

/**
 * The payment page after the buyer cancelled a payment at the provider (or closed the Fonepay QR): the order is
 * still theirs to pay by any method until its stock hold ends (decision 010). `until` is that time, HH:MM.
 */
export const paymentCancelledMessage = (until: string): string =>
  `Payment cancelled. Your order is still reserved until ${until}: choose a way to pay.`;

/**
 * The demo's mailbox (SANDBOX=on only, never in production): every mail of the outbox, readable in the browser.
 * Auth replies name it while the sandbox is on, so the sign-in and registration pages can link to it.
 */
export const SANDBOX_MAILBOX_PATH = '/sandbox/mail';
