import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import { testAppForFile } from '../../../test/test-app';
import { lastMail, mailCount, mailLink, registerVerified, validRegistration } from './auth-test-utils';

const t = testAppForFile();

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: payload as object });
const verify = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/verify/email', payload: payload as object });
const resend = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/verify/email/resend', payload: { email } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

const USER_KEYS = [
  '_id',
  'about',
  'address',
  'email',
  'id',
  'is_active_member',
  'mobile_num',
  'name',
  'profile_pic',
  'slug',
  'user_type',
];

describe('POST /auth/register', () => {
  it('creates an unverified Client, mails a verification link, and the link verifies the account', async () => {
    const res = await register(validRegistration({ email: 'Ram.Thapa@Example.com' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      message: 'Registration successful. Please check your email to verify your account.',
      user: {
        name: 'Ram Bahadur Thapa',
        email: 'ram.thapa@example.com',
        mobile_num: '+9779841234567',
        slug: 'ram-bahadur-thapa',
        user_type: 'Client',
        is_active_member: false,
        profile_pic: null,
        about: null,
        address: null,
      },
    });
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user.id).toBe(body.user._id);

    // Not yet verified: sign-in is refused with the unverified flag.
    const early = await login('ram.thapa@example.com', 'secret123');
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({
      status: 'error',
      message: 'Please verify your email before signing in.',
      unverified: true,
      mailbox: '/sandbox/mail',
    });

    const mail = await lastMail(t.db, 'ram.thapa@example.com', 'email-verification');
    expect(mail.subject).toBe('Verify your OxStrength account');
    const link = mailLink(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/email/verification');
    expect(link.searchParams.get('email')).toBe('ram.thapa@example.com');
    const code = link.searchParams.get('verification_code')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));

    // Only a hash of the code is stored.
    const [row] = await t.db.select().from(authTokens).where(eq(authTokens.userId, body.user._id));
    expect(row.tokenHash).not.toContain(code);
    expect(row.purpose).toBe('email_verification');

    const ok = await verify({ email: 'ram.thapa@example.com', verification_code: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'success', message: 'Your email has been verified.' });

    // Used once: a second call says the email is already verified.
    const again = await verify({ email: 'ram.thapa@example.com', verification_code: code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 'error',
      message: 'Email is already verified.',
      already_verified: true,
    });

    const signIn = await login('RAM.THAPA@example.com', 'secret123');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({
      status: 'success',
      message: 'Login successful',
      login_source: 'email',
    });
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await register(validRegistration({ email: 'dup@example.com' }));
    const res = await register(validRegistration({ email: 'DUP@example.com', name: 'Someone Else' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
    });
  });

  it('gives a clashing name a unique slug', async () => {
    const first = await register(validRegistration({ name: 'Sita Rai', email: 'sita1@example.com' }));
    const second = await register(validRegistration({ name: 'Sita Rai', email: 'sita2@example.com' }));
    expect(first.json().user.slug).toBe('sita-rai');
    expect(second.json().user.slug).toMatch(/^sita-rai-[0-9a-f]{6}$/);
  });

  it('answers 409 for one of two concurrent registrations with the same email', async () => {
    const payload = validRegistration({ email: 'race@example.com' });
    const results = await Promise.all([register(payload), register(payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers 422 with the spec messages for missing fields', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 'error',
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        password: 'Password is required',
        password_confirmation: 'Confirm Password is required',
        mobile_num: 'Phone number is required',
      },
    });
  });

  it.each([
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ email: 'not-an-email' }, 'email', 'Email is invalid'],
    [
      { password: 'abc', password_confirmation: 'abc' },
      'password',
      'Password must be at least 6 characters long',
    ],
    [{ password_confirmation: 'other123' }, 'password_confirmation', 'Passwords must match'],
    [{ mobile_num: '12' }, 'mobile_num', 'Phone number is not valid'],
    [{ mobile_num: 'call me' }, 'mobile_num', 'Phone number is not valid'],
  ])('answers 422 for %j', async (override, field, message) => {
    const res = await register(validRegistration({ email: 'bad-input@example.com', ...override }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toBe(message);
  });

  it.each([
    '9841234567',
    '+977 9841234567',
    '+977-9841234567',
    '977 9841234567',
    '98412 34567',
    '(+977) 984-1234567',
  ])('accepts the mobile number %s and stores it as +9779841234567', async (mobile) => {
    const email = `phone-${Buffer.from(mobile).toString('hex')}@example.com`;
    const res = await register(validRegistration({ email, mobile_num: mobile }));
    expect(res.statusCode).toBe(201);
    expect(res.json().user.mobile_num).toBe('+9779841234567');
  });

  it('gives the stored form back when the new account signs in', async () => {
    await registerVerified(t.app, t.db, { email: 'stored-phone@example.com', mobile_num: '+977-9841234567' });
    const signIn = await login('stored-phone@example.com', 'secret123');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.mobile_num).toBe('+9779841234567');
  });

  it.each(['01-4412345', '061-123456', '+977-1-4412345'])(
    'refuses the landline %s: mobile_num is a mobile',
    async (landline) => {
      const res = await register(validRegistration({ email: 'landline@example.com', mobile_num: landline }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ mobile_num: 'Phone number is not valid' });
    },
  );

  it('stores an argon2id hash, never the password, and never returns it', async () => {
    const res = await register(validRegistration({ email: 'hash@example.com' }));
    const [row] = await t.db.select().from(users).where(eq(users.email, 'hash@example.com'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain('secret123');
  });
});

describe('POST /user/verify/email', () => {
  const newAccount = async (email: string) => {
    await register(validRegistration({ email }));
    return mailLink(await lastMail(t.db, email, 'email-verification')).searchParams.get('verification_code')!;
  };

  it('refuses an unknown code, an unknown email, and a code of another account', async () => {
    const mine = await newAccount('v-mine@example.com');
    await newAccount('v-other@example.com');
    const expected = { status: 'error', message: 'Verification link is invalid or has expired.' };
    for (const payload of [
      { email: 'v-mine@example.com', verification_code: 'nope' },
      { email: 'nobody@example.com', verification_code: mine },
      { email: 'v-other@example.com', verification_code: mine },
    ]) {
      const res = await verify(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    // The right pair still works afterwards.
    expect((await verify({ email: 'v-mine@example.com', verification_code: mine })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const code = await newAccount('v-expired@example.com');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'v-expired@example.com'));
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    const res = await verify({ email: 'v-expired@example.com', verification_code: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Verification link is invalid or has expired.');
  });

  it('sets the code to expire after EMAIL_VERIFICATION_TTL_HOURS', async () => {
    await newAccount('v-ttl@example.com');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'v-ttl@example.com'));
    const [token] = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    const hours = (token.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(t.config.EMAIL_VERIFICATION_TTL_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(t.config.EMAIL_VERIFICATION_TTL_HOURS);
  });

  it('answers 422 when a field is missing', async () => {
    const res = await verify({ email: 'v-mine@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ verification_code: 'Verification code is required' });
  });
});

describe('POST /user/verify/email/resend', () => {
  const message = 'If the account exists and is not yet verified, a new verification email has been sent.';

  it('mails a new code that replaces the old one', async () => {
    await register(validRegistration({ email: 'resend@example.com' }));
    const first = mailLink(await lastMail(t.db, 'resend@example.com', 'email-verification')).searchParams.get(
      'verification_code',
    );
    const res = await resend('resend@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message });
    expect(await mailCount(t.db, 'resend@example.com', 'email-verification')).toBe(2);
    const second = mailLink(
      await lastMail(t.db, 'resend@example.com', 'email-verification'),
    ).searchParams.get('verification_code');
    expect(second).not.toBe(first);

    const old = await verify({ email: 'resend@example.com', verification_code: first });
    expect(old.statusCode).toBe(400);
    expect((await verify({ email: 'resend@example.com', verification_code: second })).statusCode).toBe(200);
  });

  it('answers the same for unknown and verified accounts, and sends nothing', async () => {
    for (const email of ['ghost@example.com', 'client@oxstrength.test']) {
      const res = await resend(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message });
      expect(await mailCount(t.db, email, 'email-verification')).toBe(0);
    }
  });

  it('answers 422 for a bad email', async () => {
    const res = await resend('nope');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: 'Email is invalid' });
  });
});
