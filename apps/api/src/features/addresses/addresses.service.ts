import type { z } from 'zod';
import type { deliveryAddressSchema } from '@oxstrength/shared/schemas/address';
import type { Db, Tx } from '../../db/client';
import type { OrderDeliveryAddress } from '../../db/schema/addresses';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { isId } from '../../lib/path-id';
import { PLACE_MESSAGES } from '../locations/locations.service';
import { lockUser } from '../users/users.service';
import { toAddressJson, toOrderAddress, type AddressJson } from './address-json';
import {
  clearPrimary,
  countAddresses,
  deleteAddressRow,
  findAddress,
  findAddresses,
  findDistrictOf,
  findProvince,
  insertAddress,
  promoteNewest,
  updateAddressRow,
  type AddressValues,
} from './addresses.repository';

export type AddressInput = z.output<typeof deliveryAddressSchema>;

export const MAX_ADDRESSES = 20;

export const ADDRESS_MESSAGES = {
  added: 'Address added',
  updated: 'Address updated',
  deleted: 'Address deleted',
  notFound: 'Address not found',
  tooMany: `You can save up to ${MAX_ADDRESSES} addresses`,
  region: 'Region is required',
  city: 'City is required',
  // Not the spec's texts: what is wrong with a district that was sent (the form sends an _id it listed).
  cityNotAnId: 'City must be the _id of a district (GET /province/district/{province}), not its name',
  cityNotInRegion: PLACE_MESSAGES.districtNotInProvince,
} as const;

/** The caller's addresses: the primary first, then the newest. */
export async function listAddresses(db: Db, userId: string): Promise<AddressJson[]> {
  return (await findAddresses(db, userId)).map(toAddressJson);
}

/**
 * Resolves the body's province (an _id or a name) and district (an _id of that province) to ids.
 * An unknown province or a district outside it is a field error on the form's region or city, saying which.
 */
async function addressValues(db: Db | Tx, input: AddressInput): Promise<AddressValues> {
  const { province: provinceKey, district: districtKey } = input.address;
  const province = await findProvince(db, isId(provinceKey) ? { id: provinceKey } : { name: provinceKey });
  if (!province) throw invalidField('address.province', ADDRESS_MESSAGES.region);
  if (!isId(districtKey)) throw invalidField('address.district', ADDRESS_MESSAGES.cityNotAnId);
  const district = await findDistrictOf(db, province.id, districtKey);
  if (!district) throw invalidField('address.district', ADDRESS_MESSAGES.cityNotInRegion);
  return {
    label: input.label,
    name: input.name,
    email: input.email,
    mobileNum: input.mobile_num,
    country: input.address.country,
    provinceId: province.id,
    districtId: district.id,
    area: input.address.area,
    addressLine1: input.address.address_line1,
  };
}

/** Saves a new address. The first one is primary; `primary: true` makes it the only primary one. */
export async function addAddress(db: Db, userId: string, input: AddressInput): Promise<AddressJson> {
  const values = await addressValues(db, input);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const n = await countAddresses(tx, userId);
    if (n >= MAX_ADDRESSES) throw conflict(ADDRESS_MESSAGES.tooMany);
    const primary = n === 0 || input.primary === true;
    if (primary) await clearPrimary(tx, userId);
    const id = await insertAddress(tx, userId, values, primary);
    return toAddressJson((await findAddress(tx, userId, id))!);
  });
}

/**
 * Rewrites one of the caller's addresses. `primary: true` makes it the only primary one; `primary: false` on the
 * primary one hands the flag to the newest other address (an only address stays primary); omitted keeps it.
 */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  input: AddressInput,
): Promise<AddressJson> {
  if (!isId(id)) throw notFound(ADDRESS_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = await findAddress(tx, userId, id);
    if (!existing) throw notFound(ADDRESS_MESSAGES.notFound);
    const values = await addressValues(tx, input);
    if (input.primary === true && !existing.primary) {
      await clearPrimary(tx, userId, id);
      await updateAddressRow(tx, id, { ...values, primary: true });
    } else if (input.primary === false && existing.primary && (await countAddresses(tx, userId)) > 1) {
      await updateAddressRow(tx, id, { ...values, primary: false });
      await promoteNewest(tx, userId, id);
    } else {
      await updateAddressRow(tx, id, values);
    }
    return toAddressJson((await findAddress(tx, userId, id))!);
  });
}

/** Deletes one of the caller's addresses; when it was the primary one, the newest remaining one becomes primary. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!isId(id)) throw notFound(ADDRESS_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const deleted = await deleteAddressRow(tx, userId, id);
    if (!deleted) throw notFound(ADDRESS_MESSAGES.notFound);
    if (deleted.primary) await promoteNewest(tx, userId);
  });
}

/**
 * The caller's address as an order keeps it (province and district by name).
 * 404 "Address not found" when it is missing, malformed or another user's. Usable inside a transaction.
 */
export async function addressSnapshot(
  db: Db | Tx,
  userId: string,
  addressId: string,
): Promise<OrderDeliveryAddress> {
  if (!isId(addressId)) throw notFound(ADDRESS_MESSAGES.notFound);
  const row = await findAddress(db, userId, addressId);
  if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
  return toOrderAddress(row);
}
