import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileReply } from '@oxstrength/shared/contracts/users';
import { nepalToday } from '@oxstrength/shared/training';
import { auth, createTestApp } from '../../../test/test-app';
import { districts, provinces } from '../../db/schema/locations';
import { users } from '../../db/schema/users';
import { makeUser } from '../trainers/trainer-fixtures';

/** GET and PUT /auth/profile: the profile settings (spec part 2 sections 3, 5 and 8). */

let t: Awaited<ReturnType<typeof createTestApp>>;
let gandaki: { id: string; name: string };
let kaski: { id: string; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ pid: provinces.id, pname: provinces.name, did: districts.id, dname: districts.name })
    .from(districts)
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(eq(districts.name, 'Kaski'));
  gandaki = { id: row.pid, name: row.pname };
  kaski = { id: row.did, name: row.dname };
});
afterAll(() => t.close());

async function caller(values: Partial<typeof users.$inferInsert> = {}) {
  const user = await makeUser(t.db, values);
  return { user, token: t.app.issueToken(user) };
}

const validProfile = (overrides: Record<string, unknown> = {}) => ({
  name: '  Anita Gurung ',
  mobile_num: '+977-984 1234567',
  gender: 'Female',
  birth_date: '1995-04-21',
  about: 'Powerlifter from Pokhara.',
  address: {
    country: 'Nepal',
    province: 'gandaki',
    district: 'Kaski',
    area: 'Lakeside',
    address_line1: 'Street 6',
  },
  social: {
    facebook: 'https://facebook.com/anita',
    twitter: '',
    instagram: 'https://instagram.com/anita',
    linkedid: 'https://www.linkedin.com/in/anita',
    tiktok: null,
  },
  ...overrides,
});

const put = (token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/auth/profile',
    headers: token ? auth(token) : {},
    payload: payload as Record<string, unknown>,
  });
const get = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth(token) });

describe('PUT /auth/profile', () => {
  it('saves every field, answers "Profile Updated" with the user, and GET /auth/profile reads it back', async () => {
    const { user, token } = await caller();
    const res = await put(token, { ...validProfile(), slug: 'hijacked-slug', email: 'x@example.com' });
    expect(res.statusCode).toBe(200);
    const body = profileReply.parse(res.json());
    expect(body.message).toBe('Profile Updated');
    expect(body.user).toMatchObject({
      _id: user.id,
      name: 'Anita Gurung',
      email: user.email,
      slug: user.slug,
      mobile_num: '+9779841234567',
      gender: 'Female',
      birth_date: '1995-04-21',
      about: 'Powerlifter from Pokhara.',
      address: {
        country: 'Nepal',
        province: gandaki.name,
        district: 'Kaski',
        area: 'Lakeside',
        address_line1: 'Street 6',
      },
      social: {
        facebook: 'https://facebook.com/anita',
        twitter: null,
        instagram: 'https://instagram.com/anita',
        linkedid: 'https://www.linkedin.com/in/anita',
        tiktok: null,
      },
    });
    // The slug and email are read-only here.
    const again = await get(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toEqual(body.user);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.slug).toBe(user.slug);
    expect(row.email).toBe(user.email);
    // Nothing secret in the reply.
    expect(JSON.stringify(again.json())).not.toMatch(/password|token_version|google_id/i);
  });

  it('takes the province and district by _id too, and stores their names', async () => {
    const { token } = await caller();
    const res = await put(
      token,
      validProfile({
        address: { province: gandaki.id, district: kaski.id, area: 'Lakeside', address_line1: 'Street 6' },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.address).toMatchObject({ province: gandaki.name, district: 'Kaski' });
  });

  it("answers each missing field with the spec's message", async () => {
    const { token } = await caller();
    const res = await put(token, {
      name: ' ',
      mobile_num: '',
      gender: '',
      birth_date: '',
      address: { province: '', district: '', area: '', address_line1: '' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: 'Name is required',
      mobile_num: 'Phone number is required',
      gender: 'Gender is required',
      birth_date: 'Birth date is required',
      'address.province': 'Region is required',
      'address.district': 'City is required',
      'address.area': 'Area is required',
      'address.address_line1': 'Address is required',
    });
  });

  it('refuses a bad phone, birth date, gender or social link, and a district of another province', async () => {
    const { token } = await caller();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mobile_num: '12345' }, 'mobile_num', 'Phone number is not valid'],
      [{ gender: 'Unknown' }, 'gender', 'Gender is required'],
      [{ birth_date: '1995-02-30' }, 'birth_date', 'Birth date is not valid'],
      [{ birth_date: '04-21-1995' }, 'birth_date', 'Birth date is not valid'],
      [{ birth_date: '2999-01-01' }, 'birth_date', 'Birth date cannot be in the future'],
      [
        { social: { facebook: 'javascript:alert(1)' } },
        'social.facebook',
        'Enter the full link, starting with https://',
      ],
      [
        { address: { province: 'Bagmati', district: 'Kaski', area: 'A', address_line1: 'B' } },
        'address.district',
        'City is not a district of the region',
      ],
      [
        { address: { province: 'Atlantis', district: 'Kaski', area: 'A', address_line1: 'B' } },
        'address.province',
        'Region is not a province of Nepal',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await put(token, validProfile(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], field).toBe(message);
    }
    // Today (in Nepal) is allowed.
    expect((await put(token, validProfile({ birth_date: nepalToday() }))).statusCode).toBe(200);
  });

  it('clears the about text and social links when sent empty', async () => {
    const { token } = await caller();
    await put(token, validProfile());
    const res = await put(token, validProfile({ about: '', social: undefined }));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.about).toBeNull();
    expect(Object.values(res.json().user.social)).toEqual([null, null, null, null, null]);
  });

  it('answers 401 without a token', async () => {
    const res = await put(undefined, validProfile());
    expect(res.statusCode).toBe(401);
  });

  it("changes only the caller's own row", async () => {
    const a = await caller();
    const b = await caller({ name: 'Bikash Rai' });
    await put(a.token, validProfile({ name: 'Changed Name' }));
    const [row] = await t.db.select().from(users).where(eq(users.id, b.user.id));
    expect(row.name).toBe('Bikash Rai');
  });
});
