import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_MESSAGES } from '@oxstrength/shared/contracts/gifts';
import { auth, createTestApp } from '../../../test/test-app';
import { mailOutbox } from '../../db/schema/mail';
import { gifts } from '../../db/schema/gifts';
import { subscriptions } from '../../db/schema/subscriptions';
import { users } from '../../db/schema/users';
import { makePurchase, paid, settlePayment, startPayment } from '../payments/payment-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A paid order whose 4-week coaching line is a gift to a fresh email (Bina Rai); the sender is Asha Gurung. */
async function paidGift() {
  const p = await makePurchase(t.app);
  const { payment } = await startPayment(t.app, p.buyer.id, p.orderId, 'esewa');
  await settlePayment(t.app, payment, paid(payment.amount));
  const [gift] = await t.db.select().from(gifts).where(eq(gifts.orderId, p.orderId));
  return { p, gift };
}

/** An account registered after the gift was sent, with that email (verified unless told otherwise). */
async function account(email: string, verified = true) {
  const user = await makeUser(t.db, { email, emailVerifiedAt: verified ? new Date() : null });
  return { user, token: t.app.issueToken(user) };
}

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: auth(token) });
const claim = (token: string, one: string, id: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/claim/gift/${one}/${id}`, headers: auth(token) });

const mailsOf = (to: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

describe('gifts', () => {
  it('the sender sees it Pending; the recipient by verified email receives and claims it, once', async () => {
    const { p, gift } = await paidGift();

    const sent = await get(p.buyer.token, '/gifted/coachings');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().gifts).toEqual([
      expect.objectContaining({
        _id: gift.id,
        status: 'Pending',
        receiver_email: p.recipientEmail,
        plan: '4 Weeks Plan',
        coaching: expect.objectContaining({ _id: p.catalogue.coaching.id, title: expect.any(String) }),
        claimed_at: null,
      }),
    ]);
    expect((await get(p.buyer.token, '/gifted/templates')).json().gifts).toEqual([]);
    // The sender did not receive it.
    expect((await get(p.buyer.token, '/received/gift/coachings')).json().gifts).toEqual([]);

    // The gift mail sends the recipient to their gifts.
    const [giftMail] = await mailsOf(p.recipientEmail, 'gift-received');
    expect(giftMail.text).toContain('http://localhost:3000/dashboard/gifts');

    // Registered after the gift was sent, not yet verified: nothing is received (anyone could type an email).
    const bina = await account(p.recipientEmail, false);
    expect((await get(bina.token, '/received/gift/coachings')).json().gifts).toEqual([]);
    expect((await claim(bina.token, 'coaching', gift.id)).statusCode).toBe(404);
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, bina.user.id));

    const received = await get(bina.token, '/received/gift/coachings');
    expect(received.json().gifts).toEqual([expect.objectContaining({ _id: gift.id, status: 'Pending' })]);
    expect((await get(bina.token, '/received/gift/templates')).json().gifts).toEqual([]);

    const res = await claim(bina.token, 'coaching', gift.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: GIFT_MESSAGES.claimed,
      gift: { _id: gift.id, status: 'Claimed', claimed_at: expect.any(String) },
    });
    const subs = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orderLineId, gift.orderLineId));
    expect(subs).toEqual([
      expect.objectContaining({
        id: res.json().subscription._id,
        userId: bina.user.id,
        onModel: 'Coaching',
        modelId: p.catalogue.coaching.id,
        plan: 'w4',
        weeks: 4,
        status: 'Pending',
      }),
    ]);
    const [member] = await t.db.select().from(users).where(eq(users.id, bina.user.id));
    expect(member.isActiveMember).toBe(true);
    const [row] = await t.db.select().from(gifts).where(eq(gifts.id, gift.id));
    expect(row).toMatchObject({ status: 'Claimed', claimedBy: bina.user.id });

    // The claimed coaching is among the recipient's coachings (My Trainers).
    const coachings = await get(bina.token, '/subscribed/coachings');
    expect(JSON.stringify(coachings.json())).toContain(res.json().subscription._id);

    // Claiming again: 409 with a message, nothing more given.
    const again = await claim(bina.token, 'coaching', gift.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'error', message: GIFT_MESSAGES.alreadyClaimed });
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.userId, bina.user.id)),
    ).toHaveLength(1);

    // The sender sees it Claimed, and was told once.
    expect((await get(p.buyer.token, '/gifted/coachings')).json().gifts[0]).toMatchObject({
      status: 'Claimed',
    });
    const claimedMails = await mailsOf(p.buyer.email, 'gift-claimed');
    expect(claimedMails).toHaveLength(1);
    expect(claimedMails[0].text).toContain('http://localhost:3000/dashboard/gifts');
  });

  it('answers 404 to anyone but the recipient, to another kind and to unknown ids, giving nothing', async () => {
    const { p, gift } = await paidGift();
    const stranger = await account(`stranger-${gift.id.slice(0, 8)}@example.test`);
    for (const [token, one, id] of [
      [stranger.token, 'coaching', gift.id],
      [p.buyer.token, 'coaching', gift.id],
      [stranger.token, 'coaching', 'not-an-id'],
      [stranger.token, 'coaching', '00000000-0000-4000-8000-000000000000'],
    ]) {
      const res = await claim(token, one, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(GIFT_MESSAGES.notFound);
    }
    const bina = await account(p.recipientEmail);
    expect((await claim(bina.token, 'template', gift.id)).statusCode).toBe(404);
    expect((await claim(bina.token, 'gift', gift.id)).statusCode).toBe(400);
    expect((await get(bina.token, '/received/gift/products')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/gifted/coachings' })).statusCode).toBe(401);
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.orderLineId, gift.orderLineId)),
    ).toEqual([]);
    const [row] = await t.db.select().from(gifts).where(eq(gifts.id, gift.id));
    expect(row).toMatchObject({ status: 'Pending', claimedBy: null });
  });

  it('20 claims at once give one subscription, one Claimed gift, one mail, and 409 for the rest', async () => {
    const { p, gift } = await paidGift();
    const bina = await account(p.recipientEmail);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => claim(bina.token, 'coaching', gift.id)),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.orderLineId, gift.orderLineId)),
    ).toHaveLength(1);
    const [row] = await t.db.select().from(gifts).where(eq(gifts.id, gift.id));
    expect(row).toMatchObject({ status: 'Claimed', claimedBy: bina.user.id });
    expect(await mailsOf(p.buyer.email, 'gift-claimed')).toHaveLength(1);
  });
});
