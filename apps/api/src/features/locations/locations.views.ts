import { QueryBuilder } from 'drizzle-orm/pg-core';
import { districts, provinces } from '../../db/schema/locations';

/**
 * What other areas may read of Nepal's places, as views to join in their own queries (docs/decisions/041): the
 * provinces and districts tables stay private to this area.
 */
const qb = new QueryBuilder();

/** A province by its id and name (an address shows it; a place sent by name is looked up in any letter case). */
export const provinceNames = qb
  .select({ id: provinces.id, name: provinces.name })
  .from(provinces)
  .as('province_names');

/** A district by its id and name, and the province it lies in. */
export const districtNames = qb
  .select({ id: districts.id, name: districts.name, provinceId: districts.provinceId })
  .from(districts)
  .as('district_names');
