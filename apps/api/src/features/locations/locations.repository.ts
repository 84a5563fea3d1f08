import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, provinces } from '../../db/schema/locations';

export const findProvinces = (db: Db) =>
  db
    .select({ id: provinces.id, name: provinces.name, number: provinces.number })
    .from(provinces)
    .orderBy(asc(provinces.number));

export async function findProvinceId(
  db: Db,
  by: { id: string } | { name: string },
): Promise<string | undefined> {
  const where =
    'id' in by ? eq(provinces.id, by.id) : eq(sql`lower(${provinces.name})`, by.name.toLowerCase());
  const [row] = await db.select({ id: provinces.id }).from(provinces).where(where);
  return row?.id;
}

export const findDistricts = (db: Db, provinceId: string) =>
  db
    .select({ id: districts.id, name: districts.name })
    .from(districts)
    .where(eq(districts.provinceId, provinceId))
    .orderBy(asc(districts.name));
