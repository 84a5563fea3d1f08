import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auth, createTestApp } from '../../../test/test-app';
import { deliveryAddresses } from '../../db/schema/addresses';
import { cartItems } from '../../db/schema/cart';
import { districts } from '../../db/schema/locations';
import { orderLines, orders } from '../../db/schema/orders';
import { productRates } from '../../db/schema/products';
import { users } from '../../db/schema/users';
import { insertProduct } from '../products/product-fixtures';
import { expireOrders } from '../../workflows/expire-orders';
import { productLine } from './order-fixtures';

const BUYERS = 200;
const STOCK = 5;
const onPostgres = inject('dbTemplate').kind === 'postgres';

describe.runIf(onPostgres)(
  'stock under contention (PostgreSQL only: PGlite serves one connection, so nothing would run concurrently)',
  () => {
    let t: Awaited<ReturnType<typeof createTestApp>>;
    beforeAll(async () => {
      t = await createTestApp({ ORDER_RATE_LIMIT_MAX: '1000' });
    });
    afterAll(() => t?.close());

    it(`reserves exactly the last ${STOCK} units for ${BUYERS} concurrent initiations`, async () => {
      const title = `Last Units Whey ${randomUUID().slice(0, 6)}`;
      const product = await insertProduct(t.db, {
        title,
        rates: [{ size: '2 kg', price: 800_000, stock: STOCK }],
      });
      const [size] = await t.db.select().from(productRates).where(eq(productRates.productId, product.id));

      // Buyers, their cart lines and addresses straight into the database, one statement each.
      const key = randomUUID().slice(0, 8);
      const buyers = await t.db
        .insert(users)
        .values(
          Array.from({ length: BUYERS }, (_, i) => ({
            name: `Buyer ${i}`,
            email: `buyer-${key}-${i}@example.test`,
            slug: `buyer-${key}-${i}`,
          })),
        )
        .returning();
      const lines = await t.db
        .insert(cartItems)
        .values(
          buyers.map((b) => ({
            userId: b.id,
            onModel: 'Product' as const,
            modelId: product.id,
            productSizeId: size.id,
            unit: 1,
            mergeKey: `product:${size.id}`,
          })),
        )
        .returning({ id: cartItems.id, userId: cartItems.userId });
      const [kathmandu] = await t.db.select().from(districts).where(eq(districts.name, 'Kathmandu'));
      const addresses = await t.db
        .insert(deliveryAddresses)
        .values(
          buyers.map((b) => ({
            userId: b.id,
            name: b.name,
            email: b.email,
            mobileNum: '9800000000',
            primary: true,
            provinceId: kathmandu.provinceId,
            districtId: kathmandu.id,
            area: 'Baneshwor',
            addressLine1: 'House 1',
          })),
        )
        .returning({ id: deliveryAddresses.id, userId: deliveryAddresses.userId });
      const addressOf = new Map(addresses.map((a) => [a.userId, a.id]));
      const tokens = new Map(buyers.map((b) => [b.id, t.app.issueToken(b)]));

      // Watch the stock while the requests run.
      let lowest = STOCK;
      let running = true;
      const watcher = (async () => {
        while (running) {
          const [row] = await t.db
            .select({ stock: productRates.stock })
            .from(productRates)
            .where(eq(productRates.id, size.id));
          lowest = Math.min(lowest, row.stock);
          await new Promise((r) => setTimeout(r, 5));
        }
      })();

      const started = performance.now();
      const replies = await Promise.all(
        lines.map((line) =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/order/initiate',
            headers: auth(tokens.get(line.userId)!),
            payload: { carts: [line.id], delivery_address: addressOf.get(line.userId) },
          }),
        ),
      );
      const elapsed = Math.round(performance.now() - started);
      running = false;
      await watcher;

      const counts: Record<number, number> = {};
      for (const r of replies) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
      console.info(
        `${BUYERS} concurrent initiations for ${STOCK} units: ${elapsed} ms, statuses ${JSON.stringify(counts)}`,
      );

      expect(counts).toEqual({ 201: STOCK, 409: BUYERS - STOCK });
      const message = `${title} (2 kg) is out of stock`;
      for (const r of replies.filter((x) => x.statusCode === 409)) {
        expect(r.json()).toEqual({ status: 'error', message });
      }
      const [after] = await t.db
        .select({ stock: productRates.stock })
        .from(productRates)
        .where(eq(productRates.id, size.id));
      expect(after.stock).toBe(0);
      expect(lowest).toBeGreaterThanOrEqual(0);
      const ordered = await t.db
        .select({ unit: orderLines.unit, status: orders.status })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(orderLines.productSizeId, size.id));
      expect(ordered).toHaveLength(STOCK);
      expect(ordered.every((o) => o.unit === 1 && o.status === 'Initiated')).toBe(true);
      expect(elapsed).toBeLessThan(20_000);
    });

    it('gives stock back exactly once when several sweeps run at the same time', async () => {
      const product = await insertProduct(t.db, {
        title: `Sweep Whey ${randomUUID().slice(0, 6)}`,
        rates: [{ size: '1 kg', price: 500_000, stock: 0 }],
      });
      const [size] = await t.db.select().from(productRates).where(eq(productRates.productId, product.id));
      const [buyer] = await t.db
        .insert(users)
        .values({
          name: 'Sweep Buyer',
          email: `sweep-${randomUUID().slice(0, 8)}@example.test`,
          slug: `sweep-${randomUUID()}`,
        })
        .returning();
      // 60 expired orders of 2 units each (as if their 120 units had been reserved).
      const expired = await t.db
        .insert(orders)
        .values(
          Array.from({ length: 60 }, () => ({
            userId: buyer.id,
            subTotal: 1_000_000,
            totalAmount: 1_000_000,
            onlyTemplates: false,
            identifier: `SWEEP-${randomUUID()}`,
            remarks: 'sweep',
            expiresAt: new Date(Date.now() - 60_000),
          })),
        )
        .returning({ id: orders.id });
      await t.db
        .insert(orderLines)
        .values(
          expired.map((o) =>
            productLine(o.id, product.id, size, { title: 'Sweep Whey', unit: 2, price: 500_000 }),
          ),
        );

      const counts = await Promise.all(Array.from({ length: 4 }, () => expireOrders(t.db, new Date())));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
      expect(await expireOrders(t.db, new Date())).toBe(0);
      const [after] = await t.db
        .select({ stock: productRates.stock })
        .from(productRates)
        .where(eq(productRates.id, size.id));
      expect(after.stock).toBe(120);
    });
  },
);
