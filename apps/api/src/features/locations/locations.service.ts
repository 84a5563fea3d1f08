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
