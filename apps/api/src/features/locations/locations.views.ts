import { districts, provinces } from '../../db/schema/locations';
import { columns, view } from '../../db/views';

/**
 * What other areas may read of Nepal's places, as views to join in their own queries (docs/decisions/041): the
 * provinces and districts tables stay private to this area.
 */

/** A province by its id and name (an address shows it; a place sent by name is looked up in any letter case). */
export const provinceNames = view('province_names', provinces, columns(provinces, 'id', 'name'));

/** A district by its id and name, and the province it lies in. */
export const districtNames = view(
  'district_names',
  districts,
  columns(districts, 'id', 'name', 'provinceId'),
);
