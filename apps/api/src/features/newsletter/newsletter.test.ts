import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { mailOutbox } from '../../db/schema/mail';
import { newsletterSubscribers } from '../../db/schema/newsletter';

const SUBSCRIBED =
  'Thank you for subscribing! Your customised recipe and diet plan is on its way to your inbox.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newsletter', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscribe = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/newsfeed/subscribe', payload });
  const subscriberId = async (email: string) => {
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row.id;
  };
  const mailsTo = (email: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));

  it('subscribes a new email, sends a welcome mail carrying the unsubscribe link, and keeps the id out of the reply', async () => {
    const res = await subscribe({ email: '  Asha.Rai@Example.com ', first_name: 'Asha', last_name: 'Rai' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', message: SUBSCRIBED });

    const id = await subscriberId('asha.rai@example.com');
    expect(id).toMatch(UUID);
    const mails = await mailsTo('asha.rai@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].kind).toBe('newsletter-welcome');
    expect(mails[0].subject).toBe('Your customised recipe and diet plan from OxStrength');
    const link = `${t.config.APP_URL}/newsfeed/unsubscribe/${id}`;
    expect(link).toBe(`http://localhost:3000/newsfeed/unsubscribe/${id}`);
    expect(mails[0].html).toContain(`href="${link}"`);
    expect(mails[0].text).toContain(link);
    expect(mails[0].text).toContain('Welcome, Asha!');
  });

  it('answers 200 without a second mail when the email is already subscribed', async () => {
    const res = await subscribe({ email: 'asha.rai@example.com', first_name: 'Someone', last_name: 'Else' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'You are already subscribed to our newsletter.',
    });
    expect(await mailsTo('asha.rai@example.com')).toHaveLength(1);
    const sub = await t.app.inject({
      method: 'GET',
      url: `/api/v1/newsfeed/subscriber/${await subscriberId('asha.rai@example.com')}`,
    });
    expect(sub.json().subscriber.first_name).toBe('Asha');
  });

  it('reads a subscriber by id', async () => {
    const id = await subscriberId('asha.rai@example.com');
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/newsfeed/subscriber/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      subscriber: {
        _id: id,
        email: 'asha.rai@example.com',
        first_name: 'Asha',
        last_name: 'Rai',
        emailBlacklisted: false,
      },
    });
  });

  it('flips between unsubscribed and subscribed, idempotently', async () => {
    const id = await subscriberId('asha.rai@example.com');
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/newsfeed/unsubscribe/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'success',
        message: 'You have been unsubscribed from our newsfeed.',
        subscriber: { _id: id, emailBlacklisted: true },
      });
    }
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/newsfeed/subscriber/${id}` });
    expect(read.json().subscriber.emailBlacklisted).toBe(true);

    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/newsfeed/resubscribe/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'success',
        message: 'You have been subscribed to our newsfeed again.',
        subscriber: { _id: id, emailBlacklisted: false },
      });
    }
  });

  it('subscribes an unsubscribed email again through the form, with a welcome-back mail', async () => {
    const id = await subscriberId('asha.rai@example.com');
    await t.app.inject({ method: 'PATCH', url: `/api/v1/newsfeed/unsubscribe/${id}` });
    const res = await subscribe({ email: 'asha.rai@example.com', first_name: 'Asha', last_name: 'Rai' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Welcome back! You are subscribed to our newsletter again.',
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/newsfeed/subscriber/${id}` });
    expect(read.json().subscriber.emailBlacklisted).toBe(false);
    const [latest] = await mailsTo('asha.rai@example.com');
    expect(latest.kind).toBe('newsletter-welcome');
    expect(latest.text).toContain('Welcome back, Asha!');
    expect(latest.html).toContain(`/newsfeed/unsubscribe/${id}`);
  });

  it('answers 404 for unknown and malformed subscriber ids', async () => {
    for (const id of ['3f1c1a9e-8a5b-4c2d-9e7f-1a2b3c4d5e6f', 'not-a-uuid', '1']) {
      for (const [method, url] of [
        ['GET', `/api/v1/newsfeed/subscriber/${id}`],
        ['PATCH', `/api/v1/newsfeed/unsubscribe/${id}`],
        ['PATCH', `/api/v1/newsfeed/resubscribe/${id}`],
      ] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ status: 'error', message: 'Subscriber not found' });
      }
    }
  });

  it('validates the form with the spec messages', async () => {
    const empty = await subscribe({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      status: 'error',
      errors: {
        email: 'Email is required',
        first_name: 'First name is required',
        last_name: 'Last name is required',
      },
    });
    const blank = await subscribe({ email: ' ', first_name: ' ', last_name: '' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      email: 'Email is required',
      first_name: 'First name is required',
      last_name: 'Last name is required',
    });
    const bad = await subscribe({ email: 'asha@', first_name: 'Asha', last_name: 'Rai' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      status: 'error',
      message: 'Email is invalid',
      errors: { email: 'Email is invalid' },
    });
  });
});

describe('newsletter rate limit', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 after FORM_RATE_LIMIT_MAX sign-ups from one address', async () => {
    const codes: number[] = [];
    for (const n of [1, 2, 3]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/newsfeed/subscribe',
        payload: { email: `reader${n}@example.com`, first_name: 'Reader', last_name: `Number ${n}` },
      });
      codes.push(res.statusCode);
      if (n === 3)
        expect(res.json()).toEqual({
          status: 'error',
          message: 'Too many attempts. Please wait a few minutes and try again.',
        });
    }
    expect(codes).toEqual([201, 201, 429]);
    const stored = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'reader3@example.com'));
    expect(stored).toHaveLength(0);
  });
});
