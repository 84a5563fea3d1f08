import type { Address } from '@oxstrength/shared/contracts/addresses';
import type { OrderDeliveryAddress } from '../../db/schema/addresses';
import type { AddressRow } from './addresses.repository';

/** A delivery address as its owner reads it (its shape: Address in packages/shared/src/contracts/addresses.ts). */
export type AddressJson = Address;

export const toAddressJson = (r: AddressRow): AddressJson => ({
  _id: r.id,
  label: r.label,
  name: r.name,
  email: r.email,
  mobile_num: r.mobileNum,
  primary: r.primary,
  address: {
    country: r.country,
    province: r.provinceName,
    province_id: r.provinceId,
    district: { _id: r.districtId, name: r.districtName },
    area: r.area,
    address_line1: r.addressLine1,
  },
});

/** The address as an order keeps it: names instead of ids, so it reads the same if the address changes later. */
export const toOrderAddress = (r: AddressRow): OrderDeliveryAddress => ({
  _id: r.id,
  label: r.label,
  name: r.name,
  email: r.email,
  mobile_num: r.mobileNum,
  address: {
    country: r.country,
    province: r.provinceName,
    district: r.districtName,
    area: r.area,
    address_line1: r.addressLine1,
  },
});
