import { z } from 'zod';
import { ADDRESS_LABELS } from '@oxstrength/shared/constants';
import type { OrderDeliveryAddress } from '../../db/schema/orders';
import type { AddressRow } from './addresses.repository';

const labels = ADDRESS_LABELS.map((l) => l.value) as ['home', 'office', 'other'];

/** A delivery address as its owner reads it (DeliveryAddress in the web's commerce-types.ts). */
export const addressJson = z.object({
  _id: z.string(),
  label: z.enum(labels).describe('Stored as home, office, other; shown as Home, Work, Other'),
  name: z.string(),
  email: z.string(),
  mobile_num: z.string(),
  primary: z.boolean(),
  address: z.object({
    country: z.string(),
    province: z.string().describe("The province's name"),
    province_id: z.string(),
    district: z.object({ _id: z.string(), name: z.string() }),
    area: z.string(),
    address_line1: z.string(),
  }),
});
export type AddressJson = z.infer<typeof addressJson>;

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
