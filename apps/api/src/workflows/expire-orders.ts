import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { repeatInServer } from '../lib/repeating-job';
import { lockExpiredOrders, moveOrders } from '../features/orders/orders.service';

const BATCH = 200;

/**
 * Cancels unpaid orders (Initiated or Pending) whose expires_at is before `now` and gives their product units
 * back (products' stock, through the orders' move), exactly once: each batch is one transaction that locks its
 * orders with FOR UPDATE SKIP LOCKED, so a sweep on another server (or a payment settling one of them) never
 * sees the same order in the same state, and stock_released marks the orders done in the same transaction that
 * returns the stock. An order with a payment still in progress (Started) waits until PAYMENT_GRACE_MINUTES after
 * its expiry: the payment recovery job asks the provider and settles it first (recover-payments.ts). Returns
 * how many orders were cancelled.
 */
export async function expireOrders(db: Db, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const expired = await lockExpiredOrders(tx, now, BATCH);
      await moveOrders(tx, expired, 'Cancelled', 'system', { releaseStock: true });
      return expired.length;
    });
    total += done;
    if (done < BATCH) return total;
  }
}

/**
 * Runs expireOrders every ORDER_EXPIRY_SWEEP_SECONDS in the server, one sweep at a time (lib/repeating-job.ts).
 */
export const orderExpiryPlugin = fp(async (app: FastifyInstance) => {
  repeatInServer(app, {
    name: 'order expiry sweep',
    everyMs: app.config.ORDER_EXPIRY_SWEEP_SECONDS * 1000,
    run: async () => {
      const count = await expireOrders(app.db);
      if (count > 0) app.log.info({ count }, 'expired unpaid orders');
    },
  });
});
