import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import type { App } from '../../app';

/** The newest mail of a kind sent to an address, as stored in the outbox. */
export async function lastMail(db: Db, to: string, kind: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail;
}

/** The link a mail's plain-text body carries. */
export function mailLink(mail: { text: string }): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in mail');
  return new URL(match[0]);
}

export async function mailCount(db: Db, to: string, kind: string) {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));
  return rows.length;
}

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ram Bahadur Thapa',
  email: 'ram.thapa@example.com',
  password: 'secret123',
  password_confirmation: 'secret123',
  mobile_num: '9841234567',
  ...overrides,
});

/** Registers an account and verifies it through the mailed link; returns the registration details. */
export async function registerVerified(app: App, db: Db, overrides: Record<string, unknown> = {}) {
  const body = validRegistration(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const link = mailLink(await lastMail(db, body.email.toLowerCase(), 'email-verification'));
  const verify = await app.inject({
    method: 'POST',
    url: '/api/v1/user/verify/email',
    payload: {
      email: link.searchParams.get('email'),
      verification_code: link.searchParams.get('verification_code'),
    },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  return body;
}

const DIALOGS = {
  google: { path: '/sandbox/google/authorize', clientId: 'oxstrength-sandbox-google' },
  facebook: { path: '/sandbox/facebook/dialog/oauth', clientId: 'oxstrength-sandbox-facebook' },
};

/** Goes through a sandbox provider's consent form like a browser and returns the redirect's fragment. */
export async function sandboxConsent(
  app: App,
  provider: 'google' | 'facebook',
  fields: { email?: string; name?: string; decision?: string; state?: string; redirect_uri?: string } = {},
) {
  const dialog = DIALOGS[provider];
  const form = new URLSearchParams({
    client_id: dialog.clientId,
    redirect_uri: fields.redirect_uri ?? `http://localhost:3000/auth/callback/${provider}`,
    response_type: 'token',
    state: fields.state ?? 'state-123',
    scope: 'email profile',
    email: fields.email ?? `demo.${provider}@oxstrength.test`,
    name: fields.name ?? `${provider === 'google' ? 'Google' : 'Facebook'} Demo User`,
    decision: fields.decision ?? 'continue',
  });
  const res = await app.inject({
    method: 'POST',
    url: dialog.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return res;
}

/** An access token from a sandbox provider for the given account. */
export async function sandboxAccessToken(
  app: App,
  provider: 'google' | 'facebook',
  account: { email?: string; name?: string } = {},
) {
  const res = await sandboxConsent(app, provider, account);
  if (res.statusCode !== 302) throw new Error(`sandbox consent failed: ${res.statusCode} ${res.body}`);
  const fragment = new URLSearchParams(new URL(res.headers.location as string).hash.slice(1));
  return fragment.get('access_token')!;
}
