import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../test/test-app';
import { orders } from '../../db/schema/orders';
import { makeUser } from '../trainers/trainer-fixtures';
import { insertOrderRow } from './order-fixtures';
import { lockOrder, moveOrder, moveOrders } from './orders.service';

const t = testAppForFile();

const statusOf = async (id: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;

describe('moveOrder', () => {
  it('moves an order as the order state machine allows, and answers the order as written', async () => {
    const user = await makeUser(t.db);
    const id = await insertOrderRow(t.db, user.id, 'Initiated');

    const moved = await t.db.transaction(async (tx) =>
      moveOrder(tx, (await lockOrder(tx, id))!, 'Pending', 'client'),
    );

    expect(moved).toMatchObject({ id, status: 'Pending' });
    expect(await statusOf(id)).toBe('Pending');
  });

  it('refuses a transition the table does not allow, or an actor it does not name, and writes nothing', async () => {
    const user = await makeUser(t.db);
    const delivered = await insertOrderRow(t.db, user.id, 'Delivered');
    const initiated = await insertOrderRow(t.db, user.id, 'Initiated');

    await expect(
      t.db.transaction(async (tx) => moveOrder(tx, (await lockOrder(tx, delivered))!, 'Initiated', 'system')),
    ).rejects.toThrow(/from Delivered to Initiated/);
    await expect(
      t.db.transaction(async (tx) => moveOrder(tx, (await lockOrder(tx, initiated))!, 'Active', 'client')),
    ).rejects.toThrow(/client may not move order \S+ from Initiated to Active/);
    // One bad order in a batch stops the whole batch.
    await expect(
      t.db.transaction(async (tx) =>
        moveOrders(
          tx,
          [(await lockOrder(tx, initiated))!, (await lockOrder(tx, delivered))!],
          'Cancelled',
          'system',
        ),
      ),
    ).rejects.toThrow(/from Delivered to Cancelled/);

    expect(await statusOf(delivered)).toBe('Delivered');
    expect(await statusOf(initiated)).toBe('Initiated');
  });

  it('throws when the order is no longer in the status it was read in', async () => {
    const user = await makeUser(t.db);
    const id = await insertOrderRow(t.db, user.id, 'Initiated');

    await expect(
      t.db.transaction((tx) =>
        moveOrder(tx, { id, status: 'Pending', stockReleased: false }, 'Initiated', 'system'),
      ),
    ).rejects.toThrow(/changed status/);
    expect(await statusOf(id)).toBe('Initiated');
  });
});
