import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { testAppForFile } from '../../../test/test-app';
import { orderLines, orders } from '../../db/schema/orders';
import { productRates } from '../../db/schema/products';
import { insertProduct } from '../products/product-fixtures';
import { makeUser } from '../trainers/trainer-fixtures';
import { insertOrderRow, productLine } from './order-fixtures';

const t = testAppForFile({ ORDER_EXPIRY_SWEEP_SECONDS: '1' });

it('the server cancels an expired unpaid order on its own and gives the stock back', async () => {
  const product = await insertProduct(t.db, {
    title: 'Timer Whey',
    rates: [{ size: 'M', price: 100_000, stock: 7 }],
  });
  const [size] = await t.db.select().from(productRates).where(eq(productRates.productId, product.id));
  const user = await makeUser(t.db);
  const orderId = await insertOrderRow(t.db, user.id, 'Pending');
  await t.db
    .insert(orderLines)
    .values(productLine(orderId, product.id, size, { title: 'Timer Whey', unit: 3, price: 100_000 }));
  await t.db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(orders.id, orderId));

  const statusNow = async () =>
    (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0].status;
  const deadline = Date.now() + 10_000;
  while ((await statusNow()) !== 'Cancelled' && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));

  expect(await statusNow()).toBe('Cancelled');
  const [after] = await t.db
    .select({ stock: productRates.stock })
    .from(productRates)
    .where(eq(productRates.id, size.id));
  expect(after.stock).toBe(10);
});
