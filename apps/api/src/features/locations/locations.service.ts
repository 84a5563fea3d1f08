import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findDistricts, findProvinceId, findProvinces } from './locations.repository';

export async function listProvinces(db: Db) {
  const rows = await findProvinces(db);
  return rows.map((p) => ({ _id: p.id, name: p.name, number: p.number }));
}

/** Districts of a province named by its name (any case) or its id. */
export async function listDistricts(db: Db, province: string) {
  const key = province.trim();
  const id = await findProvinceId(db, z.guid().safeParse(key).success ? { id: key } : { name: key });
  if (!id) throw notFound('Province not found');
  const rows = await findDistricts(db, id);
  return rows.map((d) => ({ _id: d.id, name: d.name }));
}

/** What is wrong with a place that was sent (not blank: blank ones are the spec's "... is required"). */
export const PLACE_MESSAGES = {
  unknownProvince: 'Region is not a province of Nepal',
  districtNotInProvince: 'City is not a district of the region',
} as const;

export type ResolvedPlace =
  { error?: undefined; province: string; district: string } | { error: 'province' | 'district' };

/**
 * A province (its name in any letter case, or its _id) and a district of it (name or _id), as their names; or
 * which of the two names no place (a district of another province counts as unknown).
 */
export async function resolvePlace(db: Db, province: string, district: string): Promise<ResolvedPlace> {
  const key = province.trim();
  const byId = z.guid().safeParse(key).success;
  const provinceId = await findProvinceId(db, byId ? { id: key } : { name: key });
  if (!provinceId) return { error: 'province' };
  const name = (await findProvinces(db)).find((p) => p.id === provinceId)!.name;
  const wanted = district.trim().toLowerCase();
  const found = (await findDistricts(db, provinceId)).find(
    (d) => d.id === district.trim() || d.name.toLowerCase() === wanted,
  );
  return found ? { province: name, district: found.name } : { error: 'district' };
}
