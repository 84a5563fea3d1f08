import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { AddressLabel } from '@oxstrength/shared/constants';
import type { Db, Tx } from '../../db/client';
import { deliveryAddresses } from '../../db/schema/addresses';
import { districts, provinces } from '../../db/schema/locations';
import { users } from '../../db/schema/users';

type Conn = Db | Tx;

const addressColumns = {
  id: deliveryAddresses.id,
  label: deliveryAddresses.label,
  name: deliveryAddresses.name,
  email: deliveryAddresses.email,
  mobileNum: deliveryAddresses.mobileNum,
  primary: deliveryAddresses.primary,
  country: deliveryAddresses.country,
  provinceId: deliveryAddresses.provinceId,
  provinceName: provinces.name,
  districtId: deliveryAddresses.districtId,
  districtName: districts.name,
  area: deliveryAddresses.area,
  addressLine1: deliveryAddresses.addressLine1,
  createdAt: deliveryAddresses.createdAt,
};

export interface AddressRow {
  id: string;
  label: AddressLabel;
  name: string;
  email: string;
  mobileNum: string;
  primary: boolean;
  country: string;
  provinceId: string;
  provinceName: string;
  districtId: string;
  districtName: string;
  area: string;
  addressLine1: string;
  createdAt: Date;
}

/** What a user writes into an address (province and district already resolved to ids). */
export interface AddressValues {
  label: AddressLabel;
  name: string;
  email: string;
  mobileNum: string;
  country: string;
  provinceId: string;
  districtId: string;
  area: string;
  addressLine1: string;
}

const withPlaces = (db: Conn) =>
  db
    .select(addressColumns)
    .from(deliveryAddresses)
    .innerJoin(provinces, eq(provinces.id, deliveryAddresses.provinceId))
    .innerJoin(districts, eq(districts.id, deliveryAddresses.districtId));

/** The user's addresses: the primary first, then the newest. */
export const findAddresses = (db: Conn, userId: string): Promise<AddressRow[]> =>
  withPlaces(db)
    .where(eq(deliveryAddresses.userId, userId))
    .orderBy(desc(deliveryAddresses.primary), desc(deliveryAddresses.createdAt), desc(deliveryAddresses.id));

/** One of the user's addresses; undefined when it is missing or another user's. */
export async function findAddress(db: Conn, userId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await withPlaces(db).where(
    and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)),
  );
  return row;
}

/**
 * Locks the user's row until the transaction ends, so that address changes of one user take turns (the count
 * limit and the single primary are then decided on what the earlier change committed).
 */
export async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countAddresses(db: Conn, userId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(deliveryAddresses)
    .where(eq(deliveryAddresses.userId, userId));
  return n;
}

/** The province named by its id or its name (any letter case). */
export async function findProvince(db: Conn, by: { id: string } | { name: string }) {
  const where =
    'id' in by ? eq(provinces.id, by.id) : eq(sql`lower(${provinces.name})`, by.name.toLowerCase());
  const [row] = await db.select({ id: provinces.id, name: provinces.name }).from(provinces).where(where);
  return row;
}

/** The district with that id, when it lies in that province. */
export async function findDistrictOf(db: Conn, provinceId: string, districtId: string) {
  const [row] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.id, districtId), eq(districts.provinceId, provinceId)));
  return row;
}

/** Clears the user's primary flag on every address (but `exceptId`). */
export async function clearPrimary(tx: Tx, userId: string, exceptId?: string) {
  await tx
    .update(deliveryAddresses)
    .set({ primary: false })
    .where(
      and(
        eq(deliveryAddresses.userId, userId),
        eq(deliveryAddresses.primary, true),
        exceptId ? ne(deliveryAddresses.id, exceptId) : undefined,
      ),
    );
}

export async function insertAddress(
  tx: Tx,
  userId: string,
  v: AddressValues,
  primary: boolean,
): Promise<string> {
  const [row] = await tx
    .insert(deliveryAddresses)
    .values({ userId, ...v, primary })
    .returning({ id: deliveryAddresses.id });
  return row.id;
}

export async function updateAddressRow(tx: Tx, id: string, v: AddressValues & { primary?: boolean }) {
  await tx.update(deliveryAddresses).set(v).where(eq(deliveryAddresses.id, id));
}

/** Deletes one of the user's addresses; returns whether it was the primary one (undefined when none was deleted). */
export async function deleteAddressRow(
  tx: Tx,
  userId: string,
  id: string,
): Promise<{ primary: boolean } | undefined> {
  const [row] = await tx
    .delete(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, id), eq(deliveryAddresses.userId, userId)))
    .returning({ primary: deliveryAddresses.primary });
  return row;
}

/** Makes the user's newest address (but `exceptId`) primary, if they have one. */
export async function promoteNewest(tx: Tx, userId: string, exceptId?: string) {
  const [newest] = await tx
    .select({ id: deliveryAddresses.id })
    .from(deliveryAddresses)
    .where(
      and(eq(deliveryAddresses.userId, userId), exceptId ? ne(deliveryAddresses.id, exceptId) : undefined),
    )
    .orderBy(desc(deliveryAddresses.createdAt), desc(deliveryAddresses.id))
    .limit(1);
  if (newest)
    await tx.update(deliveryAddresses).set({ primary: true }).where(eq(deliveryAddresses.id, newest.id));
  return newest?.id;
}
