import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { AddressLabel } from '@oxstrength/shared/constants';
import type { Db, Tx } from '../../db/client';
import { deliveryAddresses } from '../../db/schema/addresses';
import { districtNames, provinceNames } from '../locations/locations.views';
import { columns } from '../../db/views';

type Conn = Db | Tx;

const addressColumns = {
  ...columns(
    deliveryAddresses,
    'id',
    'label',
    'name',
    'email',
    'mobileNum',
    'primary',
    'country',
    'provinceId',
  ),
  provinceName: provinceNames.name,
  districtId: deliveryAddresses.districtId,
  districtName: districtNames.name,
  ...columns(deliveryAddresses, 'area', 'addressLine1', 'createdAt'),
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
    .innerJoin(provinceNames, eq(provinceNames.id, deliveryAddresses.provinceId))
    .innerJoin(districtNames, eq(districtNames.id, deliveryAddresses.districtId));

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
    'id' in by ? eq(provinceNames.id, by.id) : eq(sql`lower(${provinceNames.name})`, by.name.toLowerCase());
  const [row] = await db
    .select({ id: provinceNames.id, name: provinceNames.name })
    .from(provinceNames)
    .where(where);
  return row;
}

/** The district with that id, when it lies in that province. */
export async function findDistrictOf(db: Conn, provinceId: string, districtId: string) {
  const [row] = await db
    .select({ id: districtNames.id })
    .from(districtNames)
    .where(and(eq(districtNames.id, districtId), eq(districtNames.provinceId, provinceId)));
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
