import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';

/** Issue 36 item 4: the demo client's profile is complete, so a demo user can change a phone number at once. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'client@oxstrength.test', password: 'Client@123' },
  });
  token = res.json().token;
});
afterAll(() => t.close());

describe("the demo client's profile", () => {
  it('has every field the profile form requires', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Sita Sharma',
      mobile_num: '+9779841000001',
      gender: 'Female',
      birth_date: '1995-04-21',
      address: {
        country: 'Nepal',
        province: 'Bagmati',
        district: 'Kathmandu',
        area: 'Baneshwor',
        address_line1: 'House 14, Shankhamul Marg',
      },
    });
  });

  it('saves a new phone number with nothing else changed', async () => {
    const { user } = (
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth(token) })
    ).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/profile',
      headers: auth(token),
      payload: {
        name: user.name,
        mobile_num: '9812345678',
        gender: user.gender,
        birth_date: user.birth_date,
        about: user.about,
        address: user.address,
        social: user.social,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Profile Updated', user: { mobile_num: '+9779812345678' } });
  });
});
