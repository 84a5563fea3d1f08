import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../client';
import { districts, provinces } from '../schema/locations';

interface LocationData {
  provinces: { number: number; name: string; districts: string[] }[];
}

/** The 7 provinces and 77 districts of Nepal, from the project's copy of the reference data. */
export async function seedLocations(db: Db) {
  const file = path.join(import.meta.dirname, 'reference/nepal-provinces-districts.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as LocationData;
  for (const p of data.provinces) {
    const [row] = await db
      .insert(provinces)
      .values({ number: p.number, name: p.name })
      .onConflictDoUpdate({ target: provinces.number, set: { name: p.name } })
      .returning({ id: provinces.id });
    await db
      .insert(districts)
      .values(p.districts.map((name) => ({ provinceId: row.id, name })))
      .onConflictDoNothing();
  }
}
