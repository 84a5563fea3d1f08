import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail';
import { LIVE_PROVIDERS } from '../../../test/live-providers';
import { createTestApp } from '../../../test/test-app';
import { lastMail, mailLink, validRegistration } from '../../features/auth/auth-test-utils';

/** Issue 36 item 5: the demo's mailbox at /sandbox/mail, and the auth replies that point to it. */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

/** The mails' subjects as the list shows them, top to bottom. */
const listedSubjects = (html: string) =>
  [...html.matchAll(/<span class="subject">([^<]*)<\/span>/g)].map((m) => m[1]);

/** The href of the link whose text is `label`. */
const hrefOf = (html: string, label: string) => {
  const match = html.match(new RegExp(`<a href="([^"]*)"[^>]*>${label}</a>`));
  if (!match) throw new Error(`no link ${label}`);
  return match[1]!.replace(/&amp;/g, '&');
};

describe('the demo mailbox (SANDBOX=on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the mailbox when a new user registers and when an unverified user signs in', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: validRegistration({ email: 'mina.gurung@example.com' }),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().mailbox).toBe('/sandbox/mail');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'mina.gurung@example.com', password: 'secret123' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({
      status: 'error',
      message: 'Please verify your email before signing in.',
      unverified: true,
      mailbox: '/sandbox/mail',
    });
  });

  it('lists every mail of the outbox, sent or not, newest first', async () => {
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    await t.db.insert(mailOutbox).values([
      {
        to: 'a@example.com',
        subject: 'Sent one',
        text: 't',
        html: 'h',
        kind: 'k',
        status: 'sent',
        createdAt: at(1),
      },
      {
        to: 'b@example.com',
        subject: 'Failed one',
        text: 't',
        html: 'h',
        kind: 'k',
        status: 'failed',
        createdAt: at(2),
      },
      {
        to: 'c@example.com',
        subject: 'Queued one',
        text: 't',
        html: 'h',
        kind: 'k',
        status: 'queued',
        createdAt: at(3),
      },
    ]);
    const res = await get(t, '/sandbox/mail');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const subjects = listedSubjects(res.body);
    expect(subjects.slice(0, 3)).toEqual(['Queued one', 'Failed one', 'Sent one']);
    expect(subjects).toContain('Verify your OxStrength account');
    expect(res.body).toMatch(/Queued one[\s\S]*To c@example\.com[\s\S]*Queued/);
    expect(res.body).toMatch(/Failed one[\s\S]*To b@example\.com[\s\S]*Failed/);
  });

  it('shows a mail with its links working on this site, and its text', async () => {
    const mail = await lastMail(t.db, 'mina.gurung@example.com', 'email-verification');
    const list = await get(t, '/sandbox/mail');
    expect(list.body).toContain(`href="/sandbox/mail/${mail.id}"`);

    const res = await get(t, `/sandbox/mail/${mail.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Verify your OxStrength account</h1>');
    expect(res.body).toContain('mina.gurung@example.com');
    // The button leads to this site's verification page by its path, so it works from any address of the demo.
    const mailed = mailLink(mail);
    const href = hrefOf(res.body, 'Verify Email');
    expect(href).toBe(`${mailed.pathname}${mailed.search}`);
    expect(href.startsWith('/email/verification?')).toBe(true);

    // The link verifies the account.
    const link = new URL(href, 'http://localhost:3000');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/verify/email',
      payload: {
        email: link.searchParams.get('email'),
        verification_code: link.searchParams.get('verification_code'),
      },
    });
    expect(verified.statusCode).toBe(200);

    const text = await get(t, `/sandbox/mail/${mail.id}?view=text`);
    expect(text.statusCode).toBe(200);
    expect(text.body).toContain(`Verify Email: ${mailed.toString().replace(/&/g, '&amp;')}`);
  });

  it('sanitises the HTML of a mail', async () => {
    const [row] = await t.db
      .insert(mailOutbox)
      .values({
        to: 'x@example.com',
        subject: 'Tricky <b>mail</b>',
        text: 'plain',
        html: '<p onclick="steal()">Hello</p><script>alert(1)</script><a href="javascript:alert(1)">bad</a><a href="https://example.org/x">out</a><img src=x onerror=alert(1)>',
        kind: 'test',
        status: 'stored',
      })
      .returning({ id: mailOutbox.id });
    const res = await get(t, `/sandbox/mail/${row!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Tricky &lt;b&gt;mail&lt;/b&gt;</h1>');
    expect(res.body).toContain('<p>Hello</p>');
    expect(res.body).not.toMatch(/<script>alert|onclick|onerror|javascript:|<img/);
    expect(res.body).toContain('<a href="https://example.org/x" rel="noopener noreferrer">out</a>');
  });

  it('answers 404 for a mail it does not hold', async () => {
    const res = await get(t, '/sandbox/mail/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Mail not found');
  });
});

describe('the demo mailbox with every provider live', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...LIVE_PROVIDERS, SANDBOX: 'on' });
  });
  afterAll(() => t.close());

  it('is there whenever the sandbox is on, even with no provider sandboxed', async () => {
    expect(t.config.sandboxed).toEqual([]);
    expect((await get(t, '/sandbox/mail')).statusCode).toBe(200);
  });
});

describe('without the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...LIVE_PROVIDERS, SANDBOX: 'off' });
  });
  afterAll(() => t.close());

  it('has no mailbox, and the auth replies name none', async () => {
    expect((await get(t, '/sandbox/mail')).statusCode).toBe(404);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: validRegistration({ email: 'no.mailbox@example.com' }),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).not.toHaveProperty('mailbox');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'no.mailbox@example.com', password: 'secret123' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).not.toHaveProperty('mailbox');
  });
});
