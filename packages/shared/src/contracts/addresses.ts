import { z } from 'zod';
import { ADDRESS_LABELS, type AddressLabel } from '../constants';
import { refJson } from './common';
import { success } from './reply';

/** Delivery address replies (GET /user/delivery/addresses, POST and PUT /user/delivery/address). */

const addressLabelJson = z.enum(ADDRESS_LABELS.map((l) => l.value) as [AddressLabel, ...AddressLabel[]]);

/** A delivery address as its owner reads it. */
export const addressJson = z.object({
  _id: z.string(),
  label: addressLabelJson.describe('Stored as home, office, other; shown as Home, Work, Other'),
  name: z.string(),
  email: z.string(),
  mobile_num: z.string(),
  primary: z.boolean(),
  address: z.object({
    country: z.string(),
    province: z.string().describe("The province's name"),
    province_id: z.string(),
    district: refJson,
    area: z.string(),
    address_line1: z.string(),
  }),
});
export type Address = z.infer<typeof addressJson>;

/** The address as an order keeps it: names instead of ids, so it reads the same if the address changes later. */
export const orderAddressJson = z.object({
  _id: z.string(),
  label: addressLabelJson,
  name: z.string(),
  email: z.string(),
  mobile_num: z.string(),
  address: z.object({
    country: z.string(),
    province: z.string(),
    district: z.string(),
    area: z.string(),
    address_line1: z.string(),
  }),
});
export type OrderAddress = z.infer<typeof orderAddressJson>;

export const addressesReply = success({ addresses: z.array(addressJson) });
export type AddressesReply = z.infer<typeof addressesReply>;

/** Saving or rewriting an address. */
export const addressReply = success({ address: addressJson });
export type AddressReply = z.infer<typeof addressReply>;
