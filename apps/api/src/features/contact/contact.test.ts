import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { contactInformation, contactMessages } from '../../db/schema/contact';
import { mailOutbox } from '../../db/schema/mail';

const enquiry = {
  name: 'Ramesh Thapa',
  email: 'Ramesh.Thapa@Example.com',
  subject: 'Delivery to Pokhara',
  message:
    'Do you deliver lifting belts to Pokhara?\n\nI would like a size M <b>before</b> Dashain. <script>alert(1)</script>',
};

describe('contact', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const query = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/contact/query', payload });

  it('serves the contact information', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/contact/information' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      contact_information: {
        email: 'support@oxstrength.com.np',
        contact_num: '+977 9801234567',
        address: 'Online',
        open_hours: '24 hours',
        social: {
          facebook: 'https://www.facebook.com/oxstrength',
          twitter: 'https://twitter.com/oxstrength',
          instagram: 'https://www.instagram.com/oxstrength',
        },
      },
    });
  });

  it('stores an enquiry, mails staff and acknowledges it to the sender', async () => {
    const res = await query(enquiry);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', message: 'Your enquiry has been sent.' });

    const stored = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ramesh.thapa@example.com'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ramesh Thapa',
      subject: 'Delivery to Pokhara',
      message: enquiry.message,
    });

    const [staff] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, t.config.STAFF_EMAIL));
    expect(staff.kind).toBe('contact-enquiry');
    expect(staff.subject).toBe('Contact enquiry: Delivery to Pokhara');
    expect(staff.text).toContain('From: Ramesh Thapa <ramesh.thapa@example.com>');
    expect(staff.text).toContain('Reply to: ramesh.thapa@example.com');
    expect(staff.text).toContain('Do you deliver lifting belts to Pokhara?');
    // The message is text: its markup is escaped in the HTML mail, never live.
    expect(staff.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(staff.html).toContain('&lt;b&gt;before&lt;/b&gt;');
    expect(staff.html).not.toContain('<script>');
    expect(staff.html).toContain('&lt;ramesh.thapa@example.com&gt;');

    const [ack] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ramesh.thapa@example.com'));
    expect(ack.kind).toBe('contact-acknowledgement');
    expect(ack.subject).toBe('We have received your enquiry');
    expect(ack.text).toContain('Thank you, Ramesh Thapa');
    expect(ack.text).toContain('Delivery to Pokhara');
    expect(ack.text).not.toContain('lifting belts');
  });

  it('validates the form with the spec messages', async () => {
    const empty = await query({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      status: 'error',
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
    const blank = await query({ name: ' ', email: '', subject: '  ', message: '\n' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    const bad = await query({ ...enquiry, email: 'ramesh@example' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      status: 'error',
      message: 'Email is invalid',
      errors: { email: 'Email is invalid' },
    });
    expect(
      await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'ramesh@example')),
    ).toHaveLength(0);
  });

  it('answers 404 when no contact information is set', async () => {
    await t.db.delete(contactInformation);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/contact/information' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Contact information not found' });
  });
});

describe('contact form rate limit', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 after FORM_RATE_LIMIT_MAX enquiries from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact/query',
        payload: { ...enquiry, subject: `Try ${i}` },
      });
      codes.push(res.statusCode);
      if (i === 2)
        expect(res.json()).toEqual({
          status: 'error',
          message: 'Too many attempts. Please wait a few minutes and try again.',
        });
    }
    expect(codes).toEqual([201, 201, 429]);
    expect(
      await t.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Try 2')),
    ).toHaveLength(0);
    // Reading the contact details is not limited.
    const info = await t.app.inject({ method: 'GET', url: '/api/v1/contact/information' });
    expect(info.statusCode).toBe(200);
  });
});
