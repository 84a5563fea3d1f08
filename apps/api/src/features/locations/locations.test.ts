import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

describe('provinces and districts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const districtsOf = async (province: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/province/district/${province}` });
    return { statusCode: res.statusCode, body: res.json() };
  };

  it('lists the 7 provinces by number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/provinces' });
    expect(res.statusCode).toBe(200);
    const { status, provinces } = res.json();
    expect(status).toBe('success');
    expect(provinces.map((p: { number: number; name: string }) => [p.number, p.name])).toEqual([
      [1, 'Koshi'],
      [2, 'Madhesh'],
      [3, 'Bagmati'],
      [4, 'Gandaki'],
      [5, 'Lumbini'],
      [6, 'Karnali'],
      [7, 'Sudurpashchim'],
    ]);
    for (const p of provinces) expect(Object.keys(p).sort()).toEqual(['_id', 'name', 'number']);
  });

  it("lists a province's districts by name, sorted", async () => {
    const { statusCode, body } = await districtsOf('Bagmati');
    expect(statusCode).toBe(200);
    const names: string[] = body.districts.map((d: { name: string }) => d.name);
    expect(names).toHaveLength(13);
    expect(names).toEqual(expect.arrayContaining(['Kathmandu', 'Lalitpur', 'Bhaktapur']));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    for (const d of body.districts) expect(Object.keys(d).sort()).toEqual(['_id', 'name']);
  });

  it('finds the province in any letter case, URL-encoded, or by id', async () => {
    const expected = (await districtsOf('Bagmati')).body.districts;
    expect((await districtsOf('bagmati')).body.districts).toEqual(expected);
    expect((await districtsOf('BAGMATI')).body.districts).toEqual(expected);
    expect((await districtsOf('%42agmati')).body.districts).toEqual(expected);
    const provinces = (await t.app.inject({ method: 'GET', url: '/api/v1/provinces' })).json().provinces;
    const bagmati = provinces.find((p: { name: string }) => p.name === 'Bagmati');
    expect((await districtsOf(bagmati._id)).body.districts).toEqual(expected);
  });

  it('has 77 districts in all, each in one province', async () => {
    const provinces = (await t.app.inject({ method: 'GET', url: '/api/v1/provinces' })).json().provinces;
    const all: string[] = [];
    for (const p of provinces)
      all.push(
        ...(await districtsOf(encodeURIComponent(p.name))).body.districts.map(
          (d: { name: string }) => d.name,
        ),
      );
    expect(all).toHaveLength(77);
    expect(new Set(all).size).toBe(77);
  });

  it('answers 404 for an unknown province', async () => {
    for (const p of ['Atlantis', '3f1c1a9e-8a5b-4c2d-9e7f-1a2b3c4d5e6f', '8']) {
      const { statusCode, body } = await districtsOf(p);
      expect(statusCode, p).toBe(404);
      expect(body).toEqual({ status: 'error', message: 'Province not found' });
    }
  });
});
