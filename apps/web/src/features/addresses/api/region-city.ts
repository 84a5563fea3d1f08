import { useState } from 'react';
import { useDistricts, useProvinces } from './addresses-api';

/**
 * The region and city pickers of an address form: the regions, the cities of the chosen `province`, their
 * options (a place, an area's `_id` or its `name`, as the form stores it) and what failed to load. The city
 * belongs to the region: choosing another region calls `clearCity`.
 */
export function useRegionCity(province: string, clearCity: () => void, by: '_id' | 'name') {
  const provinces = useProvinces();
  const districts = useDistricts(province || null);

  const [districtsOf, setDistrictsOf] = useState(province);
  if (districtsOf !== province) {
    setDistrictsOf(province);
    clearCity();
  }

  const provinceOptions = [
    { value: '', label: provinces.isPending ? 'Loading regions…' : 'Select a region', disabled: true },
    ...(provinces.data ?? []).map((p) => ({ value: p[by], label: p.name })),
  ];
  const districtOptions = [
    {
      value: '',
      label: !province ? 'Select a region first' : districts.isPending ? 'Loading cities…' : 'Select a city',
      disabled: true,
    },
    ...(province ? (districts.data ?? []) : []).map((d) => ({ value: d[by], label: d.name })),
  ];
  return {
    provinceOptions,
    districtOptions,
    /** Whether the region picker can be used (the regions came). */
    regionsReady: Boolean(provinces.data),
    /** Whether the city picker can be used (a region is chosen and its cities came). */
    citiesReady: Boolean(province && districts.data),
    /** What could not be loaded, if anything, and how to ask again. */
    failure: provinces.isError
      ? 'The regions could not be loaded.'
      : districts.isError
        ? 'The cities could not be loaded.'
        : null,
    retry: () => void (provinces.isError ? provinces.refetch() : districts.refetch()),
  };
}
