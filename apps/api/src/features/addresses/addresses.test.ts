import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { deliveryAddresses } from '../../db/schema/addresses';
import { districts, provinces } from '../../db/schema/locations';
import { seedDemoAddress } from '../../db/seed/coupons';
import { makeUser } from '../trainers/trainer-fixtures';
import { addressSnapshot } from './addresses.service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let bagmati: { id: string; name: string };
let kathmandu: { id: string; name: string };
let lalitpur: { id: string; name: string };
let kaski: { id: string; name: string };

const place = async (province: string, district: string) => {
  const [row] = await t.db
    .select({ provinceId: provinces.id, districtId: districts.id })
    .from(districts)
    .innerJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(and(eq(provinces.name, province), eq(districts.name, district)));
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  const ktm = await place('Bagmati', 'Kathmandu');
  const ltp = await place('Bagmati', 'Lalitpur');
  const ksk = await place('Gandaki', 'Kaski');
  bagmati = { id: ktm.provinceId, name: 'Bagmati' };
  kathmandu = { id: ktm.districtId, name: 'Kathmandu' };
  lalitpur = { id: ltp.districtId, name: 'Lalitpur' };
  kaski = { id: ksk.districtId, name: 'Kaski' };
});
afterAll(() => t.close());

interface Caller {
  id: string;
  token: string;
}

async function caller(): Promise<Caller> {
  const user = await makeUser(t.db);
  return { id: user.id, token: t.app.issueToken(user) };
}

const body = (values: Record<string, unknown> = {}, address: Record<string, unknown> = {}) => ({
  label: 'home',
  name: 'Sita Sharma',
  email: 'Sita@Example.com',
  mobile_num: '9841234567',
  address: {
    province: bagmati.id,
    district: kathmandu.id,
    area: 'Baneshwor',
    address_line1: 'House 14',
    ...address,
  },
  ...values,
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Caller, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? auth(who.token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { statusCode: res.statusCode, body: res.json() };
}

const list = (who: Caller) => call('GET', '/user/delivery/addresses', who);
const add = (who: Caller, payload: unknown) => call('POST', '/user/delivery/address', who, payload);
const put = (who: Caller, id: string, payload: unknown) =>
  call('PUT', `/user/delivery/address/${id}`, who, payload);
const remove = (who: Caller, id: string) => call('DELETE', `/user/delivery/address/${id}`, who);

/** [name, primary] of the caller's addresses in list order. */
const summary = async (who: Caller) =>
  (await list(who)).body.addresses.map((a: { name: string; primary: boolean }) => [a.name, a.primary]);

describe('delivery addresses', () => {
  it('answers 401 to a guest on every route', async () => {
    const id = randomUUID();
    for (const res of [
      await call('GET', '/user/delivery/addresses'),
      await call('POST', '/user/delivery/address', undefined, body()),
      await call('PUT', `/user/delivery/address/${id}`, undefined, body()),
      await call('DELETE', `/user/delivery/address/${id}`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual({ status: 'error', message: 'Please sign in to continue' });
    }
  });

  it('starts empty, then adds an address that is primary as the first one', async () => {
    const me = await caller();
    expect((await list(me)).body).toEqual({ status: 'success', addresses: [] });

    const res = await add(me, body());
    expect(res.statusCode).toBe(201);
    expect(res.body).toEqual({
      status: 'success',
      message: 'Address added',
      address: {
        _id: expect.any(String),
        label: 'home',
        name: 'Sita Sharma',
        email: 'sita@example.com',
        mobile_num: '+9779841234567',
        primary: true,
        address: {
          country: 'Nepal',
          province: 'Bagmati',
          province_id: bagmati.id,
          district: { _id: kathmandu.id, name: 'Kathmandu' },
          area: 'Baneshwor',
          address_line1: 'House 14',
        },
      },
    });
    expect((await list(me)).body).toEqual({ status: 'success', addresses: [res.body.address] });
  });

  it('takes the phone the way Nepalis write it, stores and gives back +977 and the ten digits', async () => {
    const me = await caller();
    const added = await add(me, body({ mobile_num: '+977-9841234567' }));
    expect(added.statusCode).toBe(201);
    expect(added.body.address.mobile_num).toBe('+9779841234567');
    const edited = await put(me, added.body.address._id, body({ mobile_num: '98412 34567' }));
    expect(edited.body.address.mobile_num).toBe('+9779841234567');
    const again = await put(me, added.body.address._id, body({ mobile_num: '977 9801234567' }));
    expect(again.body.address.mobile_num).toBe('+9779801234567');
    expect((await list(me)).body.addresses.map((a: { mobile_num: string }) => a.mobile_num)).toEqual([
      '+9779801234567',
    ]);

    // mobile_num is a mobile: a landline is refused with the spec's message, and so is junk.
    for (const refused of ['01-4412345', '061-123456', '98412 3456x']) {
      const res = await add(me, body({ mobile_num: refused }));
      expect(res.statusCode, refused).toBe(422);
      expect(res.body.errors, refused).toEqual({ mobile_num: 'Phone number is not valid' });
    }
  });

  it('takes the province by name in any letter case', async () => {
    const me = await caller();
    const res = await add(me, body({ label: 'office' }, { province: 'bagmati', district: lalitpur.id }));
    expect(res.statusCode).toBe(201);
    expect(res.body.address).toMatchObject({
      label: 'office',
      address: {
        province: 'Bagmati',
        province_id: bagmati.id,
        district: { _id: lalitpur.id, name: 'Lalitpur' },
      },
    });
  });

  it('rejects an unknown province and a district outside the province as field errors, saying which', async () => {
    const me = await caller();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ province: 'Atlantis' }, 'address.province', 'Region is required'],
      [{ province: randomUUID() }, 'address.province', 'Region is required'],
      [{ district: kaski.id }, 'address.district', 'City is not a district of the region'],
      [{ district: randomUUID() }, 'address.district', 'City is not a district of the region'],
      [
        { district: 'Kathmandu' },
        'address.district',
        'City must be the _id of a district (GET /province/district/{province}), not its name',
      ],
    ];
    for (const [address, field, message] of cases) {
      const res = await add(me, body({}, address));
      expect(res.statusCode).toBe(422);
      expect(res.body).toEqual({ status: 'error', message, errors: { [field]: message } });
    }
    expect((await list(me)).body.addresses).toEqual([]);
  });

  it('answers 422 with the form messages word for word, keyed by field path', async () => {
    const me = await caller();
    const cases: [Record<string, unknown>, Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, {}, 'name', 'Name is required'],
      [{ name: undefined }, {}, 'name', 'Name is required'],
      [{ email: 'sita@' }, {}, 'email', 'Email is invalid'],
      [{ email: '' }, {}, 'email', 'Email is required'],
      [{ mobile_num: '' }, {}, 'mobile_num', 'Phone number is required'],
      [{ mobile_num: '12ab' }, {}, 'mobile_num', 'Phone number is not valid'],
      [{}, { province: '' }, 'address.province', 'Region is required'],
      [{}, { district: ' ' }, 'address.district', 'City is required'],
      [{}, { area: '' }, 'address.area', 'Area is required'],
      [{}, { address_line1: undefined }, 'address.address_line1', 'Address is required'],
    ];
    for (const [values, address, field, message] of cases) {
      const res = await add(me, body(values, address));
      expect(res.statusCode, field).toBe(422);
      expect(res.body, field).toEqual({ status: 'error', message, errors: { [field]: message } });
    }

    const empty = await add(me, { label: 'home', address: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.body.errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      mobile_num: 'Phone number is required',
      'address.province': 'Region is required',
      'address.district': 'City is required',
      'address.area': 'Area is required',
      'address.address_line1': 'Address is required',
    });
    expect((await list(me)).body.addresses).toEqual([]);
  });

  it('keeps one primary address: a new primary clears the old one, others are not primary', async () => {
    const me = await caller();
    await add(me, body({ name: 'First' }));
    await add(me, body({ name: 'Second' }));
    expect(await summary(me)).toEqual([
      ['First', true],
      ['Second', false],
    ]);
    await add(me, body({ name: 'Third', primary: true }));
    expect(await summary(me)).toEqual([
      ['Third', true],
      ['Second', false],
      ['First', false],
    ]);
  });

  it('keeps one primary address when several are added at once', async () => {
    const me = await caller();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => add(me, body({ name: `At once ${i}`, primary: i % 2 === 0 }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const rows = (await list(me)).body.addresses as { primary: boolean }[];
    expect(rows).toHaveLength(6);
    expect(rows.filter((a) => a.primary)).toHaveLength(1);
    expect(rows[0].primary).toBe(true);
  });

  it('updates an address and switches the primary one', async () => {
    const me = await caller();
    const first = (await add(me, body({ name: 'First' }))).body.address;
    const second = (await add(me, body({ name: 'Second' }))).body.address;

    const res = await put(
      me,
      second._id,
      body(
        { name: 'Second, moved', label: 'other', primary: true },
        { district: lalitpur.id, area: 'Jawalakhel' },
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: 'Address updated',
      address: {
        ...second,
        name: 'Second, moved',
        label: 'other',
        primary: true,
        address: { ...second.address, district: { _id: lalitpur.id, name: 'Lalitpur' }, area: 'Jawalakhel' },
      },
    });
    expect(await summary(me)).toEqual([
      ['Second, moved', true],
      ['First', false],
    ]);

    // Without primary the flag stays as it is.
    expect((await put(me, first._id, body({ name: 'First again' }))).body.address.primary).toBe(false);
    expect((await put(me, second._id, body({ name: 'Second, moved' }))).body.address.primary).toBe(true);

    // primary false on the primary one hands it to the other address.
    expect(
      (await put(me, second._id, body({ name: 'Second, moved', primary: false }))).body.address.primary,
    ).toBe(false);
    expect(await summary(me)).toEqual([
      ['First again', true],
      ['Second, moved', false],
    ]);

    const bad = await put(me, first._id, body({}, { district: kaski.id }));
    expect(bad.statusCode).toBe(422);
    expect(bad.body.errors).toEqual({ 'address.district': 'City is not a district of the region' });
    const invalid = await put(me, first._id, body({ mobile_num: 'none' }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.body.errors).toEqual({ mobile_num: 'Phone number is not valid' });
  });

  it('keeps an only address primary', async () => {
    const me = await caller();
    const only = (await add(me, body({ primary: false }))).body.address;
    expect(only.primary).toBe(true);
    expect((await put(me, only._id, body({ primary: false }))).body.address.primary).toBe(true);
  });

  it('deletes an address; deleting the primary makes the newest remaining one primary', async () => {
    const me = await caller();
    const first = (await add(me, body({ name: 'First' }))).body.address;
    await add(me, body({ name: 'Second' }));
    const third = (await add(me, body({ name: 'Third' }))).body.address;

    const res = await remove(me, third._id);
    expect(res).toEqual({ statusCode: 200, body: { status: 'success', message: 'Address deleted' } });
    expect(await summary(me)).toEqual([
      ['First', true],
      ['Second', false],
    ]);

    await remove(me, first._id);
    expect(await summary(me)).toEqual([['Second', true]]);

    expect(await remove(me, first._id)).toEqual({
      statusCode: 404,
      body: { status: 'error', message: 'Address not found' },
    });
  });

  it('saves up to 20 addresses', async () => {
    const me = await caller();
    for (let i = 1; i <= 20; i++)
      expect((await add(me, body({ name: `Address ${i}` }))).statusCode).toBe(201);
    const res = await add(me, body({ name: 'Address 21' }));
    expect(res).toEqual({
      statusCode: 409,
      body: { status: 'error', message: 'You can save up to 20 addresses' },
    });
    expect((await list(me)).body.addresses).toHaveLength(20);
    expect(
      await t.db.$count(
        deliveryAddresses,
        and(eq(deliveryAddresses.userId, me.id), eq(deliveryAddresses.primary, true)),
      ),
    ).toBe(1);
  });

  it("never shows, changes or deletes another user's address", async () => {
    const owner = await caller();
    const other = await caller();
    const theirs = (await add(owner, body({ name: 'Owner' }))).body.address;
    await add(other, body({ name: 'Other' }));

    expect(await summary(other)).toEqual([['Other', true]]);
    const notFound = { status: 'error', message: 'Address not found' };
    expect(await put(other, theirs._id, body({ name: 'Hijacked' }))).toEqual({
      statusCode: 404,
      body: notFound,
    });
    expect(await remove(other, theirs._id)).toEqual({ statusCode: 404, body: notFound });
    expect(await put(other, randomUUID(), body())).toEqual({ statusCode: 404, body: notFound });
    expect(await put(other, 'not-an-id', body())).toEqual({ statusCode: 404, body: notFound });
    expect(await remove(other, 'not-an-id')).toEqual({ statusCode: 404, body: notFound });
    expect(await summary(owner)).toEqual([['Owner', true]]);
  });

  it('gives the orders helper a snapshot of the address by names, 404 for anyone else', async () => {
    const me = await caller();
    const other = await caller();
    const mine = (await add(me, body({ label: 'office' }))).body.address;
    expect(await addressSnapshot(t.db, me.id, mine._id)).toEqual({
      _id: mine._id,
      label: 'office',
      name: 'Sita Sharma',
      email: 'sita@example.com',
      mobile_num: '+9779841234567',
      address: {
        country: 'Nepal',
        province: 'Bagmati',
        district: 'Kathmandu',
        area: 'Baneshwor',
        address_line1: 'House 14',
      },
    });
    await expect(addressSnapshot(t.db, other.id, mine._id)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Address not found',
    });
    await expect(addressSnapshot(t.db, me.id, 'nope')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('gives the seeded demo client a primary Home address in Bagmati / Kathmandu, once', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'client@oxstrength.test', password: 'Client@123' },
    });
    const res = await list({ id: '', token: login.json().token });
    expect(res.body.addresses).toEqual([
      expect.objectContaining({
        label: 'home',
        name: 'Sita Sharma',
        primary: true,
        address: expect.objectContaining({
          province: 'Bagmati',
          district: { _id: kathmandu.id, name: 'Kathmandu' },
        }),
      }),
    ]);
    const before = await t.db.$count(deliveryAddresses);
    await seedDemoAddress(t.db);
    expect(await t.db.$count(deliveryAddresses)).toBe(before);
  });
});
