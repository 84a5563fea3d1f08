import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { mailOutbox } from '../../db/schema/mail';
import { orders } from '../../db/schema/orders';
import { payments } from '../../db/schema/payments';
import { productRates } from '../../db/schema/products';
import { gifts } from '../../db/schema/gifts';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';
import { auth } from '../../../test/test-app';
import { selfUrl } from '../../lib/self-url';
import { makeCartCatalogue, setStock } from '../cart/cart-fixtures';
import { insertAddress, insertCartLine } from '../orders/order-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';
import type { ProviderId, ProviderStatus, VerifiedOutcome } from './providers/provider';

// The payment workflows, as the tests of every area start and settle payments.
export { settlePayment } from '../../workflows/settle-payment';
export { startPayment } from '../../workflows/start-payment';

/**
 * Test fixtures for payments: a buyer with a cart of every kind of line, an order initiated through the API,
 * and counts of what a delivery leaves behind. Money in paisa.
 */

export const GIFT_EMAIL_DOMAIN = 'gift.example.test';

export interface Purchase {
  buyer: { id: string; name: string; email: string; token: string };
  catalogue: Awaited<ReturnType<typeof makeCartCatalogue>>;
  cartIds: string[];
  orderId: string;
  recipientEmail: string;
  /** Units of the 2 kg size (stock 20 before the order) and of the 1 kg size (stock 5) in the order. */
  units: { large: number; small: number };
}

/**
 * A buyer whose cart holds a template (own), 2 kg whey x 2 (+ 1 kg x 1 when `small`), a 4-week coaching plan
 * as a gift and a half-hour consultation (own), ordered through POST /order/initiate.
 */
export async function makePurchase(app: FastifyInstance, opts: { small?: boolean } = {}): Promise<Purchase> {
  const db = app.db;
  const catalogue = await makeCartCatalogue(db);
  const user = await makeUser(db, { name: 'Asha Gurung' });
  const recipientEmail = `friend-${randomUUID().slice(0, 8)}@${GIFT_EMAIL_DOMAIN}`;
  const cartIds = [
    await insertCartLine(db, user.id, { onModel: 'Template', modelId: catalogue.template.id }),
    await insertCartLine(db, user.id, {
      onModel: 'Product',
      modelId: catalogue.product.id,
      productSizeId: catalogue.sizes.large.id,
      unit: 2,
    }),
    ...(opts.small
      ? [
          await insertCartLine(db, user.id, {
            onModel: 'Product',
            modelId: catalogue.product.id,
            productSizeId: catalogue.sizes.small.id,
            unit: 1,
          }),
        ]
      : []),
    await insertCartLine(db, user.id, {
      onModel: 'Coaching',
      modelId: catalogue.coaching.id,
      plan: 'w4',
      trainerId: catalogue.coach.id,
      recipient: { name: 'Bina Rai', email: recipientEmail, mobile: '9811111111', relation: 'Friend' },
    }),
    await insertCartLine(db, user.id, {
      onModel: 'Consultation',
      modelId: catalogue.consultation.id,
      plan: 'half_hour',
      trainerId: catalogue.coach.id,
    }),
  ];
  const addressId = await insertAddress(db, user.id);
  const token = app.issueToken(user);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/order/initiate',
    headers: auth(token),
    payload: { carts: cartIds, delivery_address: addressId },
  });
  if (res.statusCode !== 201) throw new Error(`order initiate failed: ${res.statusCode} ${res.body}`);
  return {
    buyer: { id: user.id, name: user.name, email: user.email, token },
    catalogue,
    cartIds,
    orderId: (res.json() as { order: { _id: string } }).order._id,
    recipientEmail,
    units: { large: 2, small: opts.small ? 1 : 0 },
  };
}

export const stockOf = async (db: Db, sizeId: string) =>
  (await db.select({ stock: productRates.stock }).from(productRates).where(eq(productRates.id, sizeId)))[0]
    .stock;

export { setStock };

export async function orderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function paymentRow(db: Db, paymentId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

/** What a delivery of the purchase left: subscriptions, gifts, cart lines left, mails by kind. */
export async function deliveryCounts(db: Db, p: Purchase) {
  const [[subs], [giftRows], [cart], mails, [buyer]] = await Promise.all([
    db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.orderId, p.orderId)),
    db.select({ n: count() }).from(gifts).where(eq(gifts.orderId, p.orderId)),
    db.select({ n: count() }).from(cartItems).where(inArray(cartItems.id, p.cartIds)),
    db
      .select({ to: mailOutbox.to, kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, [p.buyer.email, p.recipientEmail])),
    db.select({ member: users.isActiveMember }).from(users).where(eq(users.id, p.buyer.id)),
  ]);
  return {
    subscriptions: subs.n,
    gifts: giftRows.n,
    cartLinesLeft: cart.n,
    confirmationMails: mails.filter((m) => m.to === p.buyer.email && m.kind === 'order-confirmation').length,
    giftMails: mails.filter((m) => m.to === p.recipientEmail && m.kind === 'gift-received').length,
    activeMember: buyer.member,
  };
}

/** Mails to staff about one order (their subject names the order's identifier). */
export async function staffMails(db: Db, staffEmail: string, identifier: string) {
  const rows = await db
    .select({ subject: mailOutbox.subject, kind: mailOutbox.kind, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, staffEmail), eq(mailOutbox.kind, 'payment-refund-required')));
  return rows.filter((r) => r.subject.includes(identifier));
}

/** The paid outcome for a payment of `amount` paisa. */
export const paid = (amount: number, providerRef = `REF-${randomUUID().slice(0, 8)}`): VerifiedOutcome => ({
  state: 'completed',
  amount,
  providerRef,
});

/** A provider whose status answer the test decides; counts its calls. */
export function stubProvider(id: ProviderId, answer: () => VerifiedOutcome | Promise<VerifiedOutcome>) {
  const provider: ProviderStatus & { calls: number } = {
    id,
    calls: 0,
    async status() {
      provider.calls += 1;
      return answer();
    },
  };
  return provider;
}

/** What one delivery of a purchase leaves (deliveryCounts), and what a purchase not delivered leaves. */
export const DELIVERED_ONCE = {
  subscriptions: 2,
  gifts: 1,
  cartLinesLeft: 0,
  confirmationMails: 1,
  giftMails: 1,
  activeMember: true,
};
export const NOTHING_DELIVERED = { subscriptions: 0, gifts: 0, cartLinesLeft: 4, confirmationMails: 0 };

/** A request to the API as `token`'s user (none: signed out): the status and the parsed body. */
export async function callApi(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  return { statusCode: res.statusCode, body: res.json() };
}

/**
 * The browser of a listening test app (`app()`, read at each request: the app is built in beforeAll): absolute
 * URLs of this site (APP_URL) and relative ones go to the listening server, redirects are not followed; `post`
 * sends a form, `next` is where a redirect sends the browser.
 */
export function testBrowser(app: () => FastifyInstance) {
  const browse = (url: string, init: RequestInit = {}) => {
    const u = new URL(url, app().config.APP_URL);
    return fetch(`${selfUrl(app())}${u.pathname}${u.search}`, { redirect: 'manual', ...init });
  };
  const post = (url: string, fields: Record<string, string> = {}) =>
    browse(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const next = async (res: Response | Promise<Response>) => {
    const r = await res;
    expect(r.status).toBe(302);
    return r.headers.get('location')!;
  };
  return { browse, post, next };
}

/** A signed-in buyer: the user's id and a token. */
export interface Buyer {
  id: string;
  token: string;
}

export async function newBuyer(app: FastifyInstance): Promise<Buyer> {
  const user = await makeUser(app.db);
  return { id: user.id, token: app.issueToken(user) };
}

/** The buyer's new order of one template line, initiated through the API: its id. */
export async function templateOrder(app: FastifyInstance, who: Buyer, templateId: string): Promise<string> {
  const cartId = await insertCartLine(app.db, who.id, { onModel: 'Template', modelId: templateId });
  const res = await callApi(app, 'POST', '/order/initiate', who.token, { carts: [cartId] });
  expect(res.statusCode).toBe(201);
  return res.body.order._id as string;
}

/** A sandbox page's forms: action, hidden fields and the button's label. */
export function pageForms(html: string) {
  return [...html.matchAll(/<form method="post" action="([^"]*)">(.*?)<\/form>/gs)].map((m) => ({
    action: m[1].replace(/&amp;/g, '&'),
    fields: Object.fromEntries(
      [...m[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((f) => [f[1], f[2]]),
    ),
    button: /<button[^>]*>([^<]*)<\/button>/.exec(m[2])?.[1],
  }));
}

/** The gift a purchase's gift line (its coaching plan, for Bina Rai) makes: Pending, unclaimed. */
export const purchasedGift = (p: Purchase) => ({
  senderId: p.buyer.id,
  onModel: 'Coaching',
  modelId: p.catalogue.coaching.id,
  plan: 'w4',
  trainerId: p.catalogue.coach.id,
  weeks: 4,
  minutes: null,
  recipientName: 'Bina Rai',
  recipientEmail: p.recipientEmail,
  recipientMobile: '9811111111',
  relation: 'Friend',
  status: 'Pending',
  claimedBy: null,
});
