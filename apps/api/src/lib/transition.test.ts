import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_MACHINE, REFUND_MACHINE, type OrderStatus } from '@oxstrength/shared/status';
import { testAppForFile } from '../../test/test-app';
import type { Tx } from '../db/client';
import { auditEntries } from '../db/schema/audit';
import { orders } from '../db/schema/orders';
import { insertOrderRow } from '../features/orders/order-fixtures';
import { makeUser } from '../features/trainers/trainer-fixtures';
import { MoveRefused, transition, transitionIfStill, type Mover } from './transition';

const t = testAppForFile();

const statusOf = async (id: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;
const entriesOf = (id: string) => t.db.select().from(auditEntries).where(eq(auditEntries.recordId, id));

/** An order's move to `to` by `by`, its write the orders table's own, leaving an `order.test` entry. */
function moveOrderRow(tx: Tx, id: string, from: OrderStatus, to: OrderStatus, by: Mover) {
  let wrote = false;
  const move = transition(tx, {
    machine: ORDER_MACHINE,
    row: `order ${id}`,
    from,
    to,
    by,
    write: async () => {
      wrote = true;
      const [row] = await tx
        .update(orders)
        .set({ status: to })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning();
      return row;
    },
    audit: {
      action: 'order.test',
      recordType: 'order',
      recordId: id,
      before: { status: from },
      after: (row) => ({ status: row.status }),
    },
  });
  return { move, wrote: () => wrote };
}

describe('transition', () => {
  it('writes the row and its audit entry, with who moved it and the fields that changed', async () => {
    const admin = await makeUser(t.db, { userType: 'Admin' });
    const buyer = await makeUser(t.db);
    const id = await insertOrderRow(t.db, buyer.id, 'Active');

    const moved = await t.db.transaction(
      (tx) => moveOrderRow(tx, id, 'Active', 'Delivered', { actor: 'admin', userId: admin.id }).move,
    );

    expect(moved).toMatchObject({ id, status: 'Delivered' });
    expect(await statusOf(id)).toBe('Delivered');
    expect(await entriesOf(id)).toEqual([
      expect.objectContaining({
        userId: admin.id,
        role: 'admin',
        action: 'order.test',
        recordType: 'order',
        before: { status: 'Active' },
        after: { status: 'Delivered' },
      }),
    ]);
  });

  it('refuses a move the machine does not list, before anything is written', async () => {
    const buyer = await makeUser(t.db);
    const id = await insertOrderRow(t.db, buyer.id, 'Delivered');
    let wrote = () => false;

    const refused = t.db.transaction((tx) => {
      const m = moveOrderRow(tx, id, 'Delivered', 'Initiated', { actor: 'admin' });
      wrote = m.wrote;
      return m.move;
    });

    await expect(refused).rejects.toThrow(MoveRefused);
    await expect(refused).rejects.toThrow(`admin may not move order ${id} from Delivered to Initiated`);
    expect(wrote()).toBe(false);
    expect(await statusOf(id)).toBe('Delivered');
    expect(await entriesOf(id)).toEqual([]);
  });

  it('refuses an actor the move does not name, before anything is written', async () => {
    const trainer = await makeUser(t.db, { userType: 'Trainer' });
    const buyer = await makeUser(t.db);
    const id = await insertOrderRow(t.db, buyer.id, 'Active');
    let wrote = () => false;

    // Active -> Delivered is listed, for an admin only.
    const refused = t.db.transaction((tx) => {
      const m = moveOrderRow(tx, id, 'Active', 'Delivered', { actor: 'trainer', userId: trainer.id });
      wrote = m.wrote;
      return m.move;
    });

    await expect(refused).rejects.toThrow(`trainer may not move order ${id} from Active to Delivered`);
    expect(wrote()).toBe(false);
    expect(await statusOf(id)).toBe('Active');
    expect(await entriesOf(id)).toEqual([]);
  });

  it("writes the row and the entry in the caller's transaction: a failure after both keeps neither", async () => {
    const admin = await makeUser(t.db, { userType: 'Admin' });
    const buyer = await makeUser(t.db);
    const id = await insertOrderRow(t.db, buyer.id, 'Active');

    await expect(
      t.db.transaction(async (tx) => {
        await moveOrderRow(tx, id, 'Active', 'Delivered', { actor: 'admin', userId: admin.id }).move;
        throw new Error('the caller fails after the move');
      }),
    ).rejects.toThrow('the caller fails after the move');

    expect(await statusOf(id)).toBe('Active');
    expect(await entriesOf(id)).toEqual([]);
  });

  it('throws, leaving no entry, when a locked row is no longer in the status it was read in', async () => {
    const buyer = await makeUser(t.db);
    const id = await insertOrderRow(t.db, buyer.id, 'Initiated');

    await expect(
      t.db.transaction((tx) => moveOrderRow(tx, id, 'Pending', 'Cancelled', { actor: 'admin' }).move),
    ).rejects.toThrow(`order ${id} changed status while locked`);
    expect(await statusOf(id)).toBe('Initiated');
    expect(await entriesOf(id)).toEqual([]);
  });

  it('transitionIfStill answers undefined, with no entry, when the row moved meanwhile', async () => {
    const buyer = await makeUser(t.db);
    const id = await insertOrderRow(t.db, buyer.id, 'Cancelled');

    const moved = await t.db.transaction((tx) =>
      transitionIfStill(tx, {
        machine: ORDER_MACHINE,
        row: `order ${id}`,
        from: 'Pending',
        to: 'Failed',
        by: 'system',
        write: async () =>
          (
            await tx
              .update(orders)
              .set({ status: 'Failed' })
              .where(and(eq(orders.id, id), eq(orders.status, 'Pending')))
              .returning()
          )[0],
        audit: { action: 'order.test', recordType: 'order', recordId: id, before: {}, after: () => ({}) },
      }),
    );

    expect(moved).toBeUndefined();
    expect(await statusOf(id)).toBe('Cancelled');
    expect(await entriesOf(id)).toEqual([]);
  });

  it('lets a record without a status enter a machine only as the machine says, and only whom it names', async () => {
    const enter = (by: Mover) =>
      t.db.transaction((tx) =>
        transition(tx, {
          machine: REFUND_MACHINE,
          row: 'the refund of an order',
          from: null,
          to: 'Partly refunded',
          by,
          write: async () => ({ entered: true }),
          audit: null,
        }),
      );

    await expect(enter({ actor: 'admin' })).resolves.toEqual({ entered: true });
    await expect(enter({ actor: 'system' })).rejects.toThrow(
      'system may not move the refund of an order from (no status) to Partly refunded',
    );
  });
});
