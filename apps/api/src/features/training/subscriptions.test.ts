import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../test/test-app';
import { orderLines } from '../../db/schema/orders';
import { findOrderLines, type OrderLineRow } from '../orders/orders.service';
import { makePurchase, type Purchase } from '../payments/payment-fixtures';
import { findGiftsOfOrder } from '../gifts/gifts.repository';
import { findSubscriptionsOfOrder } from './subscriptions.repository';
import { createGiftsForOrder, grantForOrder } from './subscriptions.service';

const t = testAppForFile();

/** The purchase's order (its id and buyer) and its lines, as fulfilment reads them. */
const paidOrder = async (p: Purchase) => ({
  order: { id: p.orderId, userId: p.buyer.id },
  lines: await findOrderLines(t.db, p.orderId),
});

const lineOf = (lines: OrderLineRow[], onModel: OrderLineRow['onModel']) =>
  lines.find((l) => l.onModel === onModel)!;

describe('grantForOrder', () => {
  it('gives the buyer one Pending subscription per own template, coaching or consultation line, once', async () => {
    const p = await makePurchase(t.app);
    const { order, lines } = await paidOrder(p);

    await t.db.transaction((tx) => grantForOrder(tx, order, lines));
    await t.db.transaction((tx) => grantForOrder(tx, order, lines)); // delivered again: nothing more

    const subs = await findSubscriptionsOfOrder(t.db, p.orderId);
    // The template and the consultation are the buyer's own; the coaching is a gift; the whey is a product.
    expect(subs.map((s) => s.onModel).sort()).toEqual(['Consultation', 'Template']);
    const template = subs.find((s) => s.onModel === 'Template')!;
    expect(template).toMatchObject({
      userId: p.buyer.id,
      orderId: p.orderId,
      orderLineId: lineOf(lines, 'Template').id,
      modelId: p.catalogue.template.id,
      status: 'Pending',
      weeks: 12,
      minutes: null,
    });
    expect(subs.find((s) => s.onModel === 'Consultation')).toMatchObject({
      userId: p.buyer.id,
      modelId: p.catalogue.consultation.id,
      plan: 'half_hour',
      trainerId: p.catalogue.coach.id,
      status: 'Pending',
      weeks: null,
      minutes: 30,
    });
    expect(await findGiftsOfOrder(t.db, p.orderId)).toEqual([]);
  });

  it("takes a template's own weeks when the order line did not record them", async () => {
    const p = await makePurchase(t.app);
    const { order, lines } = await paidOrder(p);
    const line = lineOf(lines, 'Template');
    const snapshot = { ...line.snapshot, weeks: null };
    await t.db.update(orderLines).set({ snapshot }).where(eq(orderLines.id, line.id));

    await t.db.transaction((tx) => grantForOrder(tx, order, [{ ...line, snapshot }]));

    const [sub] = await findSubscriptionsOfOrder(t.db, p.orderId);
    expect(sub).toMatchObject({ onModel: 'Template', weeks: 12 });
  });
});

describe('createGiftsForOrder', () => {
  it('makes one Pending gift per gift line for its recipient, once, and returns the gift lines', async () => {
    const p = await makePurchase(t.app);
    const { order, lines } = await paidOrder(p);
    const coaching = lineOf(lines, 'Coaching');
    // The recipient's email is stored lower-case, whatever the line says.
    const shouted = lines.map((l) =>
      l.id === coaching.id ? { ...l, recipientEmail: p.recipientEmail.toUpperCase() } : l,
    );

    const first = await t.db.transaction((tx) => createGiftsForOrder(tx, order, shouted));
    const again = await t.db.transaction((tx) => createGiftsForOrder(tx, order, shouted));

    expect(first.map((l) => l.id)).toEqual([coaching.id]);
    expect(again.map((l) => l.id)).toEqual([coaching.id]);
    const gifts = await findGiftsOfOrder(t.db, p.orderId);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({
      senderId: p.buyer.id,
      orderId: p.orderId,
      orderLineId: coaching.id,
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
    expect(await findSubscriptionsOfOrder(t.db, p.orderId)).toEqual([]);
  });

  it('writes nothing for products and own lines', async () => {
    const p = await makePurchase(t.app);
    const { order, lines } = await paidOrder(p);
    const notGifts = lines.filter((l) => l.selfOrder);

    expect(await t.db.transaction((tx) => createGiftsForOrder(tx, order, notGifts))).toEqual([]);
    expect(await findGiftsOfOrder(t.db, p.orderId)).toEqual([]);
  });
});
