import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponApplies } from '@oxstrength/shared/pricing';
import { auth, createTestApp } from '../../../test/test-app';
import { coupons } from '../../db/schema/coupons';
import { seedCoupons } from '../../db/seed/coupons';
import { makeUser } from '../trainers/trainer-fixtures';
import { applicableCoupon } from './coupons.service';

const DAY = 24 * 60 * 60 * 1000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
const future = new Date(Date.now() + 30 * DAY);
const past = new Date(Date.now() - DAY);

beforeAll(async () => {
  t = await createTestApp();
  token = t.app.issueToken(await makeUser(t.db));
  await t.db.insert(coupons).values([
    { code: 'TEST10', active: true, discountPercentage: 10, expiryDate: future },
    { code: 'TESTOFF', active: false, discountPercentage: 25, expiryDate: future },
    { code: 'TESTOLD', active: true, discountPercentage: 20, expiryDate: past },
    { code: 'TESTZERO', active: true, discountPercentage: 0, expiryDate: future },
  ]);
});
afterAll(() => t.close());

const get = async (url: string, who: string | null = token) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: who ? auth(who) : {} });
  return { statusCode: res.statusCode, body: res.json() };
};
const check = (code: string, who?: string | null) => get(`/coupon/check/validity/${code}`, who);
const detail = (code: string, who?: string | null) => get(`/coupon/detail/${code}`, who);

const error = (statusCode: number, message: string) => ({ statusCode, body: { status: 'error', message } });

describe('GET /coupon/check/validity/{code}', () => {
  it('answers a valid coupon with its terms', async () => {
    expect(await check('TEST10')).toEqual({
      statusCode: 200,
      body: {
        status: 'success',
        message: 'Coupon is valid',
        coupon: { code: 'TEST10', active: true, discount_percentage: 10, expiry_date: future.toISOString() },
      },
    });
  });

  it('takes the code in any letter case', async () => {
    const res = await check('test10');
    expect(res.statusCode).toBe(200);
    expect(res.body.coupon.code).toBe('TEST10');
  });

  it('answers 404 to an unknown code', async () => {
    expect(await check('NOSUCHCODE')).toEqual(error(404, 'Invalid coupon code'));
  });

  it('answers 400 with the reason a coupon does not apply', async () => {
    expect(await check('TESTOFF')).toEqual(error(400, 'This coupon is not active'));
    expect(await check('testold')).toEqual(error(400, 'This coupon has expired'));
    expect(await check('TESTZERO')).toEqual(error(400, 'This coupon is not valid'));
  });

  it('answers 401 without a token', async () => {
    expect(await check('TEST10', null)).toEqual(error(401, 'Please sign in to continue'));
  });
});

describe('GET /coupon/detail/{code}', () => {
  it('returns any coupon, applicable or not, so the web can decide with couponApplies', async () => {
    const valid = await detail('test10');
    expect(valid).toEqual({
      statusCode: 200,
      body: {
        status: 'success',
        coupon: { code: 'TEST10', active: true, discount_percentage: 10, expiry_date: future.toISOString() },
      },
    });
    expect(couponApplies(valid.body.coupon)).toBe(true);

    const inactive = await detail('TESTOFF');
    expect(inactive.statusCode).toBe(200);
    expect(inactive.body.coupon).toMatchObject({ code: 'TESTOFF', active: false, discount_percentage: 25 });
    expect(couponApplies(inactive.body.coupon)).toBe(false);

    const expired = await detail('TESTOLD');
    expect(expired.body.coupon).toEqual({
      code: 'TESTOLD',
      active: true,
      discount_percentage: 20,
      expiry_date: past.toISOString(),
    });
    expect(couponApplies(expired.body.coupon)).toBe(false);
  });

  it('answers 404 to an unknown code and 401 without a token', async () => {
    expect(await detail('NOSUCHCODE')).toEqual(error(404, 'Invalid coupon code'));
    expect(await detail('TEST10', null)).toEqual(error(401, 'Please sign in to continue'));
  });
});

describe('applicableCoupon (for order initiation)', () => {
  it('gives the code and percentage of an applicable coupon, else the validity errors', async () => {
    expect(await applicableCoupon(t.db, ' test10 ')).toEqual({ code: 'TEST10', percentage: 10 });
    await expect(applicableCoupon(t.db, 'NOSUCHCODE')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Invalid coupon code',
    });
    await expect(applicableCoupon(t.db, 'TESTOFF')).rejects.toMatchObject({
      statusCode: 400,
      message: 'This coupon is not active',
    });
    await expect(applicableCoupon(t.db, 'TESTOLD')).rejects.toMatchObject({
      statusCode: 400,
      message: 'This coupon has expired',
    });
    await expect(applicableCoupon(t.db, 'TESTZERO')).rejects.toMatchObject({
      statusCode: 400,
      message: 'This coupon is not valid',
    });
  });
});

describe('the seeded coupons', () => {
  it('has three that apply, one expired and one inactive, and seeding again adds nothing', async () => {
    expect((await check('OXSTRONG10')).body.coupon).toMatchObject({ discount_percentage: 10 });
    expect((await check('newyear15')).body.coupon).toMatchObject({ discount_percentage: 15 });
    expect((await check('WELCOME5')).body.coupon).toMatchObject({ discount_percentage: 5 });
    expect(await check('EXPIRED20')).toEqual(error(400, 'This coupon has expired'));
    expect(await check('INACTIVE25')).toEqual(error(400, 'This coupon is not active'));
    const before = await t.db.$count(coupons);
    await seedCoupons(t.db);
    expect(await t.db.$count(coupons)).toBe(before);
  });
});

describe('rate limit', () => {
  it('limits each user to FORM_RATE_LIMIT_MAX coupon checks a minute', async () => {
    const limited = await createTestApp({ FORM_RATE_LIMIT_MAX: '3' });
    try {
      const tokenOf = async () => limited.app.issueToken(await makeUser(limited.db));
      const [first, second] = [await tokenOf(), await tokenOf()];
      const hit = (who: string) =>
        limited.app.inject({
          method: 'GET',
          url: '/api/v1/coupon/check/validity/OXSTRONG10',
          headers: auth(who),
        });
      for (let i = 0; i < 3; i++) expect((await hit(first)).statusCode).toBe(200);
      const blocked = await hit(first);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().status).toBe('error');
      // Another user (same address) still gets through.
      expect((await hit(second)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
