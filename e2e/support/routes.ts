/**
 * Every page of the web app's route table (apps/web/src/app/page-table.ts), with who can see it and how to reach
 * it with real demo data. The phone sweep (tests/phone-sweep.spec.ts) visits each one as each role it lists,
 * and fails when the router has a path this list does not name: a new page adds its line here.
 */

export type Role = 'visitor' | 'client' | 'trainer' | 'admin';

export const SIGNED_IN = ['client', 'trainer', 'admin'] as const satisfies readonly Role[];
export const EVERYONE = ['visitor', ...SIGNED_IN] as const satisfies readonly Role[];
/**
 * A public page is the same for every signed-in role but for the name in the header, so it is swept as a visitor
 * and as the client; the home page, the forum and the not-found page are swept as everyone, so each role's header
 * is seen on a phone (the MENU drawer is swept per role too).
 */
export const PUBLIC = ['visitor', 'client'] as const satisfies readonly Role[];
/** Sign-in, registration and recovery pages send a signed-in user to /. */
export const VISITOR_ONLY = ['visitor'] as const satisfies readonly Role[];

/** Real ids and slugs from the demo database, found through the API (support/phone-sweep.ts). */
export interface DemoData {
  templateSlug: string;
  templateId: string;
  productSlug: string;
  coachingSlug: string;
  consultationSlug: string;
  /** The demo trainer: the trainer with a full public profile (videos, images, packages, reviews). */
  trainerSlug: string;
  /** A newsletter subscriber, from the unsubscribe link of the welcome mail. */
  subscriberId: string;
  /** The demo client's Active template subscription (seeded): /dashboard/packages/{id}. */
  activeSubscriptionId: string;
  /** The demo client's Active coaching subscription (seeded): /dashboard/trainers/{id}. */
  activeCoachingId: string;
  /** A demo discussion (seeded, issue 21): /forum/{id}. */
  forumId: string;
  /** A subscription in the demo trainer's inbox (seeded): /staff/subscriptions/{id}. */
  staffSubscriptionId: string;
  /** One order per signed-in role, made from that role's cart through the API. */
  orderIds: Record<Exclude<Role, 'visitor'>, string>;
}

export interface SweepRoute {
  /** The router's full path (its `path`, with the parents' in front); `*` is the not-found catch-all. */
  path: string;
  roles: readonly Role[];
  /** The address to open; defaults to `path` (a path without parameters). */
  url?: (demo: DemoData, role: Role) => string;
}

const orderOf = (demo: DemoData, role: Role) => demo.orderIds[role as Exclude<Role, 'visitor'>];

export const SWEEP_ROUTES: SweepRoute[] = [
  // Public pages.
  { path: '/', roles: EVERYONE },
  { path: '/about', roles: PUBLIC },
  { path: '/our-story', roles: PUBLIC },
  { path: '/privacy-policy', roles: PUBLIC },
  { path: '/terms-of-service', roles: PUBLIC },
  { path: '/refund-policy', roles: PUBLIC },
  { path: '/contact', roles: PUBLIC },
  {
    path: '/newsfeed/unsubscribe/:id',
    roles: PUBLIC,
    url: (d) => `/newsfeed/unsubscribe/${d.subscriberId}`,
  },
  { path: '/template', roles: PUBLIC },
  { path: '/template/:slug', roles: PUBLIC, url: (d) => `/template/${d.templateSlug}` },
  { path: '/shop', roles: PUBLIC },
  { path: '/shop/search', roles: PUBLIC },
  { path: '/shop/product/:slug', roles: PUBLIC, url: (d) => `/shop/product/${d.productSlug}` },
  { path: '/coaching', roles: PUBLIC },
  { path: '/coaching/:slug', roles: PUBLIC, url: (d) => `/coaching/${d.coachingSlug}` },
  { path: '/consultation', roles: PUBLIC },
  { path: '/consultation/:slug', roles: PUBLIC, url: (d) => `/consultation/${d.consultationSlug}` },
  { path: '/trainers', roles: PUBLIC },
  { path: '/trainer/:slug/profile', roles: PUBLIC, url: (d) => `/trainer/${d.trainerSlug}/profile` },
  {
    path: '/trainer/:slug/profile/videos',
    roles: PUBLIC,
    url: (d) => `/trainer/${d.trainerSlug}/profile/videos`,
  },
  {
    path: '/trainer/:slug/profile/packages',
    roles: PUBLIC,
    url: (d) => `/trainer/${d.trainerSlug}/profile/packages`,
  },
  {
    path: '/trainer/:slug/profile/images',
    roles: PUBLIC,
    url: (d) => `/trainer/${d.trainerSlug}/profile/images`,
  },
  {
    path: '/trainer/:slug/profile/reviews',
    roles: PUBLIC,
    url: (d) => `/trainer/${d.trainerSlug}/profile/reviews`,
  },
  { path: '/videos', roles: PUBLIC },
  { path: '/forum', roles: EVERYONE },
  {
    path: '/checkout/confirmed',
    roles: PUBLIC,
    url: (d, role) =>
      role === 'visitor' ? '/checkout/confirmed' : `/checkout/confirmed?order_id=${orderOf(d, role)}`,
  },
  { path: '/checkout/failed', roles: PUBLIC },
  { path: '*', roles: EVERYONE, url: () => '/no-such-page' },

  // Visitors only.
  { path: '/login', roles: VISITOR_ONLY },
  { path: '/register', roles: VISITOR_ONLY },
  { path: '/register/verify-account', roles: VISITOR_ONLY },
  { path: '/forgot-password', roles: VISITOR_ONLY },
  {
    path: '/reset-password',
    roles: VISITOR_ONLY,
    url: () => '/reset-password?email=sweep%40example.com&reset_token=not-a-real-token',
  },
  {
    path: '/email/verification',
    roles: VISITOR_ONLY,
    url: () => '/email/verification?email=sweep%40example.com&verification_code=000000',
  },
  { path: '/email-verified', roles: VISITOR_ONLY },
  { path: '/auth/callback/:provider', roles: VISITOR_ONLY, url: () => '/auth/callback/google' },

  // Signed in.
  { path: '/cart', roles: SIGNED_IN },
  { path: '/forum/:id', roles: SIGNED_IN, url: (d) => `/forum/${d.forumId}` },
  {
    path: '/express/checkout/cart',
    roles: SIGNED_IN,
    url: (d) => `/express/checkout/cart?model_id=${d.templateId}&on_model=template`,
  },
  {
    path: '/cart/checkout',
    roles: SIGNED_IN,
    url: (d, role) => `/cart/checkout?order_id=${orderOf(d, role)}`,
  },
  { path: '/dashboard', roles: SIGNED_IN },
  { path: '/dashboard/packages', roles: SIGNED_IN },
  {
    path: '/dashboard/packages/:id',
    roles: ['client'],
    url: (d) => `/dashboard/packages/${d.activeSubscriptionId}`,
  },
  { path: '/dashboard/trainers', roles: SIGNED_IN },
  {
    path: '/dashboard/trainers/:id',
    roles: ['client'],
    url: (d) => `/dashboard/trainers/${d.activeCoachingId}`,
  },
  { path: '/dashboard/orders', roles: SIGNED_IN },
  {
    path: '/dashboard/orders/:id',
    roles: SIGNED_IN,
    url: (d, role) => `/dashboard/orders/${orderOf(d, role)}`,
  },
  { path: '/dashboard/gifts', roles: SIGNED_IN },
  { path: '/dashboard/settings', roles: SIGNED_IN },
  { path: '/dashboard/settings/address', roles: SIGNED_IN },
  { path: '/dashboard/settings/change-password', roles: SIGNED_IN },

  // Staff (a client sees the "Not allowed" page).
  { path: '/staff', roles: SIGNED_IN },
  {
    path: '/staff/subscriptions/:id',
    roles: SIGNED_IN,
    url: (d) => `/staff/subscriptions/${d.staffSubscriptionId}`,
  },
  // Issue 17: the demo trainer's consultation calendar (the week view; the list view in the staff journey).
  { path: '/staff/calendar', roles: SIGNED_IN },
  // Issue 18: the demo client's coaching (trained by the demo trainer) and its week editor (week 3: a draft).
  { path: '/staff/coaching/:id', roles: SIGNED_IN, url: (d) => `/staff/coaching/${d.activeCoachingId}` },
  {
    path: '/staff/coaching/:id/weeks/:week',
    roles: SIGNED_IN,
    url: (d) => `/staff/coaching/${d.activeCoachingId}/weeks/3`,
  },
  // Admins only (issue 19): a trainer reads that the page is for admins.
  { path: '/staff/orders', roles: SIGNED_IN },
  { path: '/staff/orders/:id', roles: SIGNED_IN, url: (d) => `/staff/orders/${d.orderIds.client}` },
  { path: '/staff/stock', roles: SIGNED_IN },
  { path: '/staff/catalogue', roles: SIGNED_IN },
  // Admins only (issue 32).
  { path: '/staff/users', roles: SIGNED_IN },
];
