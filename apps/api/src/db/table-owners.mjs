// Which API area owns which file of db/schema (the tables in it): the one place this is written. An area's files
// import only their own area's schema files; what an area needs of another's data comes from that area's service,
// or, to join it into a query, from the views that area publishes (features/<area>/<area>.views.ts, decision 041).
// Read by scripts/check-cycles.mjs (`npm run cycles`), which refuses any other import, and mirrored by the table
// of areas in docs/ARCHITECTURE.md. Files not named here (columns.ts, custom-types.ts) hold no table: anyone may
// use them. mail.ts (mail_outbox) belongs to plugins/mail, which is no area.
export const TABLE_OWNERS = {
  addresses: ['addresses.ts'],
  audit: ['audit.ts'],
  auth: ['sessions.ts'],
  cart: ['cart.ts'],
  categories: ['categories.ts'],
  consultations: ['trainer-capacity.ts'],
  contact: ['contact.ts'],
  coupons: ['coupons.ts'],
  forum: ['forum.ts'],
  gifts: ['gifts.ts'],
  locations: ['locations.ts'],
  newsletter: ['newsletter.ts'],
  offers: ['offers.ts'],
  orders: ['orders.ts', 'order-refunds.ts'],
  pages: ['pages.ts'],
  payments: ['payments.ts'],
  products: ['products.ts'],
  programmes: ['programmes.ts'],
  reviews: ['reviews.ts'],
  templates: ['templates.ts'],
  trainers: ['trainers.ts'],
  // consultations.ts holds coaching_consultations: a coaching's consultations, which coaching training writes.
  training: ['subscriptions.ts', 'consultations.ts'],
  uploads: ['uploads.ts'],
  users: ['users.ts'],
};

// The files that still import another area's schema file (issue 30): each is to read that data through the
// owning area's service or views instead, and leaves this list when it does. The list only shrinks: `npm run cycles`
// refuses a file that is not on it.
export const FOREIGN_TABLE_READERS = [];
