import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { auditEntries } from '../../db/schema/audit';
import { mailOutbox } from '../../db/schema/mail';
import { orderLines, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { expireOrders } from '../../workflows/expire-orders';
import { insertOrderRow } from '../orders/order-fixtures';
import {
  makePurchase,
  orderRow,
  paid,
  settlePayment,
  startPayment,
  stockOf,
  type Purchase,
} from '../payments/payment-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';
import { cancelOrder } from '../../workflows/cancel-order';
import { shopDeskApp, staffCall, type Person } from './shop-desk-fixtures';

/**
 * The admins' orders (issue 19): who may call each route (visitor 401, client 403, trainer 403, admin 2xx),
 * the list's filters and paging, the detail, delivering product lines (Delivered once every line is, mailed,
 * read by the buyer), cancelling an unpaid order (stock back once, racing the expiry job; never a delivered
 * one), recording a refund (Required to Refunded, shown to the buyer), the inbox counts and the CSV export.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Person;
let trainer: Person;
beforeAll(async () => {
  ({ t, admin, trainer } = await shopDeskApp());
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  staffCall(t.app, method, url, token, payload);

/** A purchase (template, 2 kg whey x 2, a coaching gift, a consultation), paid with eSewa: Active. */
async function paidPurchase(): Promise<Purchase> {
  const p = await makePurchase(t.app);
  const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
  await settlePayment(t.app, payment, paid(payment.amount, 'ESEWA-PAID'));
  return p;
}

/** Paid twice (eSewa, then Khalti): Active and owing a refund of the second payment. */
async function paidTwice() {
  const p = await makePurchase(t.app);
  const first = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
  const second = await startPayment(t.app, p.buyer.id, p.orderId, 'khalti');
  await settlePayment(t.app, first.payment, paid(first.payment.amount));
  await settlePayment(t.app, second.payment, paid(second.payment.amount, 'pidx-second'));
  return { p, second: second.payment };
}

const mailsTo = (email: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));

const auditOf = async (orderId: string) =>
  t.db.select().from(auditEntries).where(eq(auditEntries.recordId, orderId));

const buyerOrder = async (p: Purchase) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/order/${p.orderId}`,
      headers: auth(p.buyer.token),
    })
  ).json().order;

describe('who may call each route', () => {
  const cases: {
    name: string;
    method: 'GET' | 'POST';
    setup: () => Promise<Purchase>;
    url: (p: Purchase) => string;
    body?: unknown;
  }[] = [
    { name: 'list orders', method: 'GET', setup: () => makePurchase(t.app), url: () => '/orders' },
    { name: 'export CSV', method: 'GET', setup: () => makePurchase(t.app), url: () => '/orders/export' },
    { name: 'inbox counts', method: 'GET', setup: () => makePurchase(t.app), url: () => '/orders/counts' },
    {
      name: 'one order',
      method: 'GET',
      setup: () => makePurchase(t.app),
      url: (p) => `/orders/${p.orderId}`,
    },
    {
      name: 'deliver',
      method: 'POST',
      setup: paidPurchase,
      url: (p) => `/orders/${p.orderId}/deliver`,
      body: {},
    },
    {
      name: 'cancel unpaid',
      method: 'POST',
      setup: () => makePurchase(t.app),
      url: (p) => `/orders/${p.orderId}/cancel`,
      body: { reason: 'Asked by phone' },
    },
    {
      name: 'record a refund',
      method: 'POST',
      setup: async () => (await paidTwice()).p,
      url: (p) => `/orders/${p.orderId}/refund`,
      body: { amount: 1, provider_ref: 'RF-1' },
    },
  ];

  cases.push({
    name: 'refund a return (issue 36)',
    method: 'POST',
    setup: paidPurchase,
    url: (p) => `/orders/${p.orderId}/refund`,
    body: { amount: 1, reason: 'Returned unopened', restock: true },
  });

  it('refund: a trainer or client is refused before the body is read (no 422 that tells about it)', async () => {
    const p = await paidPurchase();
    for (const body of [{}, { amount: 'lots', lines: 'all' }]) {
      expect((await call('POST', `/orders/${p.orderId}/refund`, undefined, body)).statusCode).toBe(401);
      expect((await call('POST', `/orders/${p.orderId}/refund`, p.buyer.token, body)).statusCode).toBe(403);
      const byTrainer = await call('POST', `/orders/${p.orderId}/refund`, trainer.token, body);
      expect(byTrainer.statusCode).toBe(403);
      expect(byTrainer.json()).toEqual({ status: 'error', message: 'You are not allowed to do that' });
    }
    const byAdmin = await call('POST', `/orders/${p.orderId}/refund`, admin.token, {});
    expect(byAdmin.statusCode).toBe(422);
  });

  it.each(cases)('$name: visitor 401, client 403, trainer 403, admin 2xx', async (c) => {
    const p = await c.setup();
    const url = c.url(p);
    const entries = (await auditOf(p.orderId)).length;
    const visitor = await call(c.method, url, undefined, c.body);
    expect(visitor.statusCode).toBe(401);
    const client = await call(c.method, url, p.buyer.token, c.body);
    expect(client.statusCode).toBe(403);
    expect(client.json()).toEqual({ status: 'error', message: 'You are not allowed to do that' });
    const byTrainer = await call(c.method, url, trainer.token, c.body);
    expect(byTrainer.statusCode).toBe(403);
    expect(byTrainer.json()).toEqual({ status: 'error', message: 'You are not allowed to do that' });
    expect((await auditOf(p.orderId)).length).toBe(entries);
    const byAdmin = await call(c.method, url, admin.token, c.body);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('a missing or malformed order id is a 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call('GET', `/orders/${id}`, admin.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: 'Order not found' });
      expect((await call('POST', `/orders/${id}/deliver`, admin.token, {})).statusCode).toBe(404);
    }
  });
});

describe('the orders list', () => {
  it('filters by status, provider, text (name, email, order number) and day, and pages', async () => {
    const unpaid = await makePurchase(t.app);
    const active = await paidPurchase();
    const [unpaidRow, activeRow] = [
      await orderRow(t.db, unpaid.orderId),
      await orderRow(t.db, active.orderId),
    ];
    const list = async (query: string) => {
      const res = await call('GET', `/orders?resultsPerPage=100&${query}`, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { orders: { _id: string }[]; totalDocuments: number };
    };
    const ids = async (query: string) => (await list(query)).orders.map((o) => o._id);

    const byEmail = await list(`q=${encodeURIComponent(active.buyer.email.toUpperCase())}`);
    expect(byEmail.orders.map((o) => o._id)).toEqual([active.orderId]);
    expect(byEmail.orders[0]).toEqual({
      _id: active.orderId,
      identifier: activeRow.identifier,
      status: 'Active',
      buyer: { _id: active.buyer.id, name: active.buyer.name, email: active.buyer.email },
      total_amount: activeRow.totalAmount / 100,
      lines: 4,
      to_deliver: 1,
      providers: ['esewa'],
      refund_status: null,
      createdAt: expect.any(String),
      paid_at: expect.any(String),
    });
    expect(await ids(`q=${activeRow.identifier.slice(4)}`)).toEqual([active.orderId]);
    expect(await ids(`q=${encodeURIComponent(unpaid.buyer.email)}&status=pending`)).toEqual([unpaid.orderId]);
    expect(await ids(`q=${encodeURIComponent(unpaid.buyer.email)}&status=active`)).toEqual([]);
    expect(await ids('status=to_deliver')).toContain(active.orderId);
    expect(await ids('status=to_deliver')).not.toContain(unpaid.orderId);
    expect(await ids(`provider=esewa&q=${encodeURIComponent(active.buyer.email)}`)).toEqual([active.orderId]);
    expect(await ids(`provider=khalti&q=${encodeURIComponent(active.buyer.email)}`)).toEqual([]);
    // A percent sign is a character, not a wildcard.
    expect(await ids('q=%25%25%25')).toEqual([]);

    // Days are Nepal's: both orders were placed today there.
    const today = new Date(Date.now() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}&q=${unpaidRow.identifier}`)).toEqual([unpaid.orderId]);
    expect(await ids(`to=2020-01-01&q=${unpaidRow.identifier}`)).toEqual([]);

    const paged = await call('GET', '/orders?resultsPerPage=1&page=2', admin.token);
    expect(paged.json()).toMatchObject({ currentPage: 2, orders: [expect.any(Object)] });
    expect(paged.json().totalPage).toBe(paged.json().totalDocuments);

    const bad = await call('GET', '/orders?status=everything&from=yesterday', admin.token);
    expect(bad.statusCode).toBe(400);
  });

  it('one order: lines with their delivery, payments with provider references, refunds', async () => {
    const p = await paidPurchase();
    const res = await call('GET', `/orders/${p.orderId}`, admin.token);
    const order = res.json().order;
    expect(order.carts.map((l: { onModel: string }) => l.onModel)).toEqual([
      'Template',
      'Product',
      'Coaching',
      'Consultation',
    ]);
    const product = order.carts.find((l: { onModel: string }) => l.onModel === 'Product');
    expect(product.delivered_at).toBeNull();
    // What is not a product was delivered at payment.
    expect(order.carts.filter((l: { delivered_at: string | null }) => l.delivered_at !== null)).toHaveLength(
      3,
    );
    expect(order.payments).toEqual([
      expect.objectContaining({ provider: 'esewa', status: 'Completed', provider_ref: 'ESEWA-PAID' }),
    ]);
    expect(order).toMatchObject({ status: 'Active', to_deliver: 1, refunds: [], stock_released: false });
  });
});

describe('delivering', () => {
  it('marks the product lines delivered: the order is Delivered, the buyer mailed and sees it; audited', async () => {
    const p = await paidPurchase();
    const res = await call('POST', `/orders/${p.orderId}/deliver`, admin.token, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Order marked as delivered',
      order: { status: 'Delivered', to_deliver: 0 },
    });
    expect(await mailsTo(p.buyer.email, 'order-delivered')).toHaveLength(1);
    const seen = await buyerOrder(p);
    expect(seen.status).toBe('Delivered');
    expect(seen.delivered_at).toEqual(expect.any(String));
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/orders?status=delivered',
      headers: auth(p.buyer.token),
    });
    expect(listed.json().orders.map((o: { _id: string }) => o._id)).toEqual([p.orderId]);

    const [entry] = await auditOf(p.orderId);
    expect(entry).toMatchObject({
      userId: admin.id,
      role: 'admin',
      action: 'order.deliver',
      recordType: 'order',
      before: { status: 'Active', lines_to_deliver: 1 },
      after: { status: 'Delivered', lines_to_deliver: 0 },
    });

    const again = await call('POST', `/orders/${p.orderId}/deliver`, admin.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already delivered');
  });

  it('line by line: Delivered only once every product line is', async () => {
    const p = await makePurchase(t.app, { small: true });
    const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'khalti');
    await settlePayment(t.app, payment, paid(payment.amount));
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, p.orderId));
    const [first, second] = lines.filter((l) => l.onModel === 'Product');
    const one = await call('POST', `/orders/${p.orderId}/deliver`, admin.token, { lines: [first.id] });
    expect(one.json()).toMatchObject({
      message: '1 product line marked as delivered',
      order: { status: 'Active', to_deliver: 1 },
    });
    const twice = await call('POST', `/orders/${p.orderId}/deliver`, admin.token, { lines: [first.id] });
    expect(twice.statusCode).toBe(409);
    const template = lines.find((l) => l.onModel === 'Template')!;
    const notProduct = await call('POST', `/orders/${p.orderId}/deliver`, admin.token, {
      lines: [template.id],
    });
    expect(notProduct.statusCode).toBe(422);
    expect(notProduct.json().errors).toEqual({ lines: 'Order line not found' });
    const rest = await call('POST', `/orders/${p.orderId}/deliver`, admin.token, { lines: [second.id] });
    expect(rest.json().order.status).toBe('Delivered');
    expect(await mailsTo(p.buyer.email, 'order-delivered')).toHaveLength(2);
  });

  it('an unpaid order, or one without products, is not delivered', async () => {
    const unpaid = await makePurchase(t.app);
    const res = await call('POST', `/orders/${unpaid.orderId}/deliver`, admin.token, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only a paid (Active) order can be delivered; this one is Initiated');
    expect(await auditOf(unpaid.orderId)).toHaveLength(0);
    // Templates, coaching and consultations only: delivered at payment, nothing for staff to deliver.
    const buyer = await makeUser(t.db);
    const servicesOnly = await insertOrderRow(t.db, buyer.id, 'Active');
    const none = await call('POST', `/orders/${servicesOnly}/deliver`, admin.token, {});
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(
      'This order has no products to deliver: what it bought was delivered at payment',
    );
  });
});

describe('cancelling an unpaid order', () => {
  it('cancels it with its reason, gives the stock back and mails the buyer; never a paid or delivered one', async () => {
    const p = await makePurchase(t.app);
    const large = p.catalogue.sizes.large.id;
    expect(await stockOf(t.db, large)).toBe(18);
    const empty = await call('POST', `/orders/${p.orderId}/cancel`, admin.token, { reason: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ reason: 'Reason is required' });
    const res = await call('POST', `/orders/${p.orderId}/cancel`, admin.token, { reason: 'Duplicate order' });
    expect(res.json()).toMatchObject({
      message: 'Order cancelled',
      order: { status: 'Cancelled', stock_released: true },
    });
    expect(await stockOf(t.db, large)).toBe(20);
    const again = await call('POST', `/orders/${p.orderId}/cancel`, admin.token, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(await stockOf(t.db, large)).toBe(20);
    const [mail] = await mailsTo(p.buyer.email, 'order-cancelled');
    expect(mail.text).toContain('Reason: Duplicate order');
    // The buyer's order says why (issue 36); a still unpaid order has no reason to show.
    expect(await buyerOrder(p)).toMatchObject({ status: 'Cancelled', cancel_reason: 'Duplicate order' });
    expect((await buyerOrder(await makePurchase(t.app))).cancel_reason).toBeNull();
    expect((await auditOf(p.orderId))[0]).toMatchObject({
      action: 'order.cancel',
      before: { status: 'Initiated', stock_released: false, reason: null },
      after: { status: 'Cancelled', stock_released: true, reason: 'Duplicate order' },
    });

    const delivered = await paidPurchase();
    await call('POST', `/orders/${delivered.orderId}/deliver`, admin.token, {});
    const refused = await call('POST', `/orders/${delivered.orderId}/cancel`, admin.token, { reason: 'No' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order is Delivered: only unpaid orders can be cancelled');
    expect((await orderRow(t.db, delivered.orderId)).status).toBe('Delivered');
    const active = await paidPurchase();
    expect(
      (await call('POST', `/orders/${active.orderId}/cancel`, admin.token, { reason: 'No' })).statusCode,
    ).toBe(409);
  });

  it('racing the expiry job (5 cancels and 5 sweeps at once): Cancelled, the stock back exactly once', async () => {
    const p = await makePurchase(t.app, { small: true });
    const { large, small } = p.catalogue.sizes;
    expect([await stockOf(t.db, large.id), await stockOf(t.db, small.id)]).toEqual([18, 4]);
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, p.orderId));
    const staff = { actor: 'admin' as const, userId: admin.id };
    const results = await Promise.allSettled([
      ...Array.from({ length: 5 }, () => cancelOrder(t.app, staff, p.orderId, 'Race')),
      ...Array.from({ length: 5 }, () => expireOrders(t.db)),
    ]);
    const cancels = results.slice(0, 5);
    const won = cancels.filter((r) => r.status === 'fulfilled').length;
    // Each cancel either moved the order or found it cancelled already (409): never a second return of stock.
    for (const r of cancels)
      if (r.status === 'rejected') expect((r.reason as { statusCode: number }).statusCode).toBe(409);
    expect(won).toBeLessThanOrEqual(1);
    expect(await orderRow(t.db, p.orderId)).toMatchObject({ status: 'Cancelled', stockReleased: true });
    expect([await stockOf(t.db, large.id), await stockOf(t.db, small.id)]).toEqual([20, 5]);
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(auditEntries)
      .where(and(eq(auditEntries.recordId, p.orderId), eq(auditEntries.action, 'order.cancel')));
    expect(n).toBe(won);
  });
});

describe('refunds', () => {
  it('Required until recorded, then Refunded: shown to the buyer, mailed, counted, audited; once', async () => {
    const { p, second } = await paidTwice();
    const counts = async () => (await call('GET', '/orders/counts', admin.token)).json().counts;
    const before = await counts();
    expect(before.refund_required).toBeGreaterThanOrEqual(1);
    expect((await buyerOrder(p)).refund).toEqual({
      status: 'Required',
      amount: null,
      provider_ref: null,
      refunded_at: null,
      payments: [
        {
          reference: second.reference,
          amount: second.amount / 100,
          reason: 'paid',
          refund_by: expect.any(String),
        },
      ],
    });
    const listed = await call('GET', '/orders?status=refund_required&resultsPerPage=100', admin.token);
    expect(listed.json().orders.map((o: { _id: string }) => o._id)).toContain(p.orderId);

    const url = `/orders/${p.orderId}/refund`;
    const tooMuch = await call('POST', url, admin.token, { amount: 99_999_99, provider_ref: 'RF-9' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toMatch(/^Amount cannot be more than the Rs\. /);
    const missing = await call('POST', url, admin.token, { amount: '', provider_ref: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ provider_ref: 'Provider reference is required' });
    const wrongPayment = await call('POST', url, admin.token, {
      amount: 10,
      provider_ref: 'RF-1',
      payment: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrongPayment.json().errors).toEqual({ payment: 'Choose a completed payment of this order' });

    const amount = second.amount / 100;
    const res = await call('POST', url, admin.token, {
      amount,
      provider_ref: ' KHALTI-RF-77 ',
      note: 'Paid twice',
      payment: second.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Refund recorded',
      order: {
        refund_status: 'Refunded',
        refunds: [
          {
            amount,
            provider_ref: 'KHALTI-RF-77',
            note: 'Paid twice',
            payment: second.id,
            user: { _id: admin.id },
          },
        ],
      },
    });
    expect((await buyerOrder(p)).refund).toEqual({
      status: 'Refunded',
      amount,
      provider_ref: 'KHALTI-RF-77',
      refunded_at: expect.any(String),
      payments: [expect.objectContaining({ reference: second.reference })],
    });
    expect((await counts()).refund_required).toBe(before.refund_required - 1);
    const [mail] = await mailsTo(p.buyer.email, 'order-refunded');
    expect(mail.text).toContain('KHALTI-RF-77');
    expect((await auditOf(p.orderId)).map((e) => e.action)).toEqual(['order.refund']);

    const twice = await call('POST', url, admin.token, { amount: 1, provider_ref: 'RF-2' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This order has no refund to record');
  });

  it('an order owing nothing has no refund to record', async () => {
    const p = await paidPurchase();
    const res = await call('POST', `/orders/${p.orderId}/refund`, admin.token, {
      amount: 1,
      provider_ref: 'X',
    });
    expect(res.statusCode).toBe(409);
    expect((await buyerOrder(p)).refund).toBeNull();
  });
});

describe('refunds for returns (issue 36)', () => {
  const productLineOf = async (p: Purchase) =>
    (await t.db.select().from(orderLines).where(eq(orderLines.orderId, p.orderId))).find(
      (l) => l.onModel === 'Product',
    )!;

  it('part of a delivered order, restocked: Partly refunded, stock back, mailed and audited; then the rest: Refunded', async () => {
    const p = await paidPurchase();
    await call('POST', `/orders/${p.orderId}/deliver`, admin.token, {});
    const large = p.catalogue.sizes.large.id;
    const stock = await stockOf(t.db, large);
    const whey = await productLineOf(p);
    const row = await orderRow(t.db, p.orderId);
    const url = `/orders/${p.orderId}/refund`;

    const noReason = await call('POST', url, admin.token, { amount: 10, reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: 'Reason is required' });
    const tooMany = await call('POST', url, admin.token, {
      amount: 10,
      reason: 'Returned',
      lines: [{ line: whey.id, units: 3 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({
      'lines.0.units': 'Only 2 units of this line are left to refund',
    });
    const notOurs = await call('POST', url, admin.token, {
      amount: 10,
      reason: 'Returned',
      lines: [{ line: '00000000-0000-4000-8000-000000000000', units: 1 }],
    });
    expect(notOurs.json().errors).toEqual({ 'lines.0.line': 'Order line not found' });
    const tooMuch = await call('POST', url, admin.token, { amount: row.totalAmount / 100 + 1, reason: 'X' });
    expect(tooMuch.json().errors.amount).toMatch(/^Amount cannot be more than the Rs\. .* left to refund$/);
    expect(await auditOf(p.orderId)).toHaveLength(1); // the delivery only

    const unitPrice = whey.discountedPrice / 100;
    const res = await call('POST', url, admin.token, {
      amount: unitPrice,
      reason: 'One tub returned unopened',
      lines: [{ line: whey.id, units: 1 }],
      restock: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Refund recorded',
      order: {
        status: 'Delivered',
        refund_status: 'Partly refunded',
        refunds: [
          {
            amount: unitPrice,
            provider_ref: '',
            note: 'One tub returned unopened',
            kind: 'return',
            lines: [{ line: whey.id, units: 1 }],
            restocked: true,
            user: { _id: admin.id },
          },
        ],
      },
    });
    expect(await stockOf(t.db, large)).toBe(stock + 1);
    expect((await buyerOrder(p)).refund).toMatchObject({ status: 'Partly refunded', amount: unitPrice });
    const [mail] = await mailsTo(p.buyer.email, 'order-returned');
    expect(mail.text).toContain('Reason: One tub returned unopened');
    const entries = await auditOf(p.orderId);
    expect(entries.map((e) => e.action)).toEqual(['order.deliver', 'order.refund']);
    expect(entries[1].after).toMatchObject({ refund_status: 'Partly refunded' });

    // The rest, without restock: Refunded; the line has one unit left to give back, then none.
    const rest = await call('POST', url, admin.token, {
      amount: row.totalAmount / 100 - unitPrice,
      reason: 'Whole order returned',
    });
    expect(rest.json().order.refund_status).toBe('Refunded');
    expect(rest.json().order.refunds[1].lines).toContainEqual({ line: whey.id, units: 1 });
    expect(await stockOf(t.db, large)).toBe(stock + 1);
    expect((await buyerOrder(p)).refund).toMatchObject({ status: 'Refunded', amount: row.totalAmount / 100 });
    const again = await call('POST', url, admin.token, { amount: 1, reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has been refunded in full');
  });

  it('a whole paid order with restock gives every product unit back; an unpaid one cannot be refunded', async () => {
    const p = await paidPurchase();
    const large = p.catalogue.sizes.large.id;
    const stock = await stockOf(t.db, large);
    const row = await orderRow(t.db, p.orderId);
    const res = await call('POST', `/orders/${p.orderId}/refund`, admin.token, {
      amount: row.totalAmount / 100,
      reason: 'Changed their mind',
      restock: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.refund_status).toBe('Refunded');
    expect(await stockOf(t.db, large)).toBe(stock + 2);
    const listed = await call('GET', `/orders?q=${encodeURIComponent(p.buyer.email)}`, admin.token);
    expect(listed.json().orders[0].refund_status).toBe('Refunded');

    const unpaid = await makePurchase(t.app);
    const refused = await call('POST', `/orders/${unpaid.orderId}/refund`, admin.token, {
      amount: 1,
      reason: 'No',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Only a paid or delivered order can be refunded for a return; this one is Initiated',
    );
  });
});

describe('the inbox counts and the CSV export', () => {
  it('counts orders to deliver; exports the filtered orders as CSV', async () => {
    const p = await paidPurchase();
    const before = (await call('GET', '/orders/counts', admin.token)).json().counts;
    expect(before.to_deliver).toBeGreaterThanOrEqual(1);
    expect(before.low_stock).toBeGreaterThanOrEqual(1); // the 5 kg size has none
    await call('POST', `/orders/${p.orderId}/deliver`, admin.token, {});
    expect((await call('GET', '/orders/counts', admin.token)).json().counts.to_deliver).toBe(
      before.to_deliver - 1,
    );

    const row = await orderRow(t.db, p.orderId);
    const res = await call('GET', `/orders/export?q=${encodeURIComponent(p.buyer.email)}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="oxstrength-orders.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order,Placed at,Status,Buyer,Email,Total (Rs.),Lines,To deliver,Providers,Refund,Paid at,Order lines,Delivery address',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${row.identifier},`);
    expect(lines[1]).toContain(
      `,Delivered,${p.buyer.name},${p.buyer.email},${(row.totalAmount / 100).toFixed(2)},4,0,esewa,,`,
    );
    // The order lines and the delivery address (issue 36), one field each.
    const orderLinesOf = await t.db.select().from(orderLines).where(eq(orderLines.orderId, p.orderId));
    const whey = orderLinesOf.find((l) => l.onModel === 'Product')!;
    expect(lines[1]).toContain(
      `${whey.snapshot.title} (${whey.snapshot.size!.size}) × 2 = ${((whey.discountedPrice * 2) / 100).toFixed(2)}`,
    );
    expect(lines[1]).toContain('(4 Weeks Plan, gift for Bina Rai) × 1');
    const address = row.deliveryAddress!;
    expect(lines[1]).toContain(
      `"${[address.name, address.mobile_num, address.address.address_line1, address.address.area, address.address.district, address.address.province].filter(Boolean).join(', ')}"`,
    );
  });

  it('a buyer name that starts like a formula is made inert in the CSV', async () => {
    const p = await makePurchase(t.app);
    await t.db.update(users).set({ name: '=HYPERLINK("x")' }).where(eq(users.id, p.buyer.id));
    const res = await call('GET', `/orders/export?q=${encodeURIComponent(p.buyer.email)}`, admin.token);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
