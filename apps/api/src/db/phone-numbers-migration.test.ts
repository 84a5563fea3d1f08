import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { normalizePhone } from '@oxstrength/shared/phone';
import { describe, expect, it } from 'vitest';
import { auth, testAppForFile } from '../../test/test-app';
import { titleOnlySnapshot } from '../../test/order-fixtures';
import { insertAddress, insertCartLine, insertOrderRow } from '../features/orders/order-fixtures';
import { mergeKey } from '../features/cart/cart.service';
import { insertTemplate } from '../features/templates/template-fixtures';
import { makeUser } from '../features/trainers/trainer-fixtures';
import { deliveryAddresses } from './schema/addresses';
import { cartItems } from './schema/cart';
import { orderLines, orders, type OrderDeliveryAddress } from './schema/orders';
import { gifts } from './schema/gifts';
import { users } from './schema/users';

/**
 * drizzle/0005_phone-numbers.sql on rows written before it (in the forms the old pattern let in), run the way
 * the migrator runs it: statement by statement, in one transaction.
 */
const MIGRATION = readFileSync(
  path.resolve(import.meta.dirname, '../../drizzle/0005_phone-numbers.sql'),
  'utf8',
);

const t = testAppForFile();

async function runMigration() {
  const statements = MIGRATION.split('--> statement-breakpoint').filter((s) => s.trim());
  await t.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

const STORED_MOBILE = /^\+977(97|98)\d{8}$/;

/** Written ways, old and new; what each becomes is what normalizePhone (the rule the forms use) says. */
const WRITTEN = [
  '9841234567',
  '+977 9841234567',
  '+977-9841234567',
  '977 9841234567',
  '98412 34567',
  '(+977) 984-1234567',
  '(977) 9811111111',
  '00977 9801234567',
  '984.123.4567',
  '  9851098765 ',
  '984\u00a01234567',
  '९८४१२३४५६७',
  '(984)1234567',
  '9771234567',
  '+9779841234567',
  // Not a Nepali mobile: stays as it is.
  '01-4412345',
  '+977 01-4412345',
  '061-123456',
  '+1 415 555 0100',
  '+977 09841234567',
  '98-41(23)4567',
  '98412345678',
  '12',
  '',
];

describe('phone numbers in the database', () => {
  it('are seeded in the stored form', async () => {
    const seededUsers = await t.db
      .select({ m: users.mobileNum })
      .from(users)
      .where(isNotNull(users.mobileNum));
    const seededAddresses = await t.db.select({ m: deliveryAddresses.mobileNum }).from(deliveryAddresses);
    expect(seededUsers.length).toBeGreaterThan(0);
    expect(seededAddresses.length).toBeGreaterThan(0);
    for (const { m } of [...seededUsers, ...seededAddresses]) expect(m).toMatch(STORED_MOBILE);
  });

  it('the migration converts every mobile the forms would take, like the forms do, and leaves the rest', async () => {
    const ids: string[] = [];
    for (const mobile of WRITTEN) ids.push((await makeUser(t.db, { mobileNum: mobile })).id);
    const noPhone = await makeUser(t.db, { mobileNum: null });

    await runMigration();

    const rows = await t.db
      .select({ id: users.id, m: users.mobileNum })
      .from(users)
      .where(inArray(users.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r.m]));
    const after = ids.map((id) => byId.get(id));
    expect(after).toEqual(WRITTEN.map((w) => normalizePhone(w) ?? w));
    expect(after.slice(0, 15).every((m) => STORED_MOBILE.test(m ?? ''))).toBe(true);
    const [none] = await t.db.select({ m: users.mobileNum }).from(users).where(eq(users.id, noPhone.id));
    expect(none.m).toBeNull();

    // Run again: nothing changes.
    await runMigration();
    const again = await t.db
      .select({ id: users.id, m: users.mobileNum })
      .from(users)
      .where(inArray(users.id, ids));
    expect(new Map(again.map((r) => [r.id, r.m]))).toEqual(byId);
  });

  it('converts addresses, order snapshots, order lines and gifts', async () => {
    const buyer = await makeUser(t.db);
    const address = await insertAddress(t.db, buyer.id, { mobileNum: '+977-9841234567', primary: false });
    const landlineAddress = await insertAddress(t.db, buyer.id, { mobileNum: '01-4412345', primary: false });

    const orderId = await insertOrderRow(t.db, buyer.id, 'Active');
    const snapshot: OrderDeliveryAddress = {
      _id: address,
      label: 'home',
      name: 'Ram Thapa',
      email: 'ram@example.test',
      mobile_num: '98412 34567',
      address: {
        country: 'Nepal',
        province: 'Bagmati',
        district: 'Kathmandu',
        area: 'Baneshwor',
        address_line1: 'House 12',
      },
    };
    await t.db.update(orders).set({ deliveryAddress: snapshot }).where(eq(orders.id, orderId));
    const noAddressOrder = await insertOrderRow(t.db, buyer.id, 'Active');

    const [line] = await t.db
      .insert(orderLines)
      .values({
        orderId,
        onModel: 'Template',
        modelId: randomUUID(),
        unit: 1,
        selfOrder: false,
        recipientName: 'Hari Thapa',
        recipientEmail: 'hari@example.test',
        recipientMobile: '977 9811111111',
        relation: 'Family',
        price: 100_000,
        discountedPrice: 100_000,
        snapshot: titleOnlySnapshot('Strength Block', { weeks: 12 }),
      })
      .returning({ id: orderLines.id });
    await t.db.insert(gifts).values({
      senderId: buyer.id,
      orderId,
      orderLineId: line.id,
      onModel: 'Template',
      modelId: randomUUID(),
      recipientName: 'Hari Thapa',
      recipientEmail: 'hari@example.test',
      recipientMobile: '(+977) 981-1111111',
      relation: 'Family',
    });

    await runMigration();

    const addressRows = await t.db
      .select({ id: deliveryAddresses.id, m: deliveryAddresses.mobileNum })
      .from(deliveryAddresses)
      .where(eq(deliveryAddresses.userId, buyer.id));
    expect(new Map(addressRows.map((r) => [r.id, r.m]))).toEqual(
      new Map([
        [address, '+9779841234567'],
        [landlineAddress, '01-4412345'],
      ]),
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.deliveryAddress).toEqual({ ...snapshot, mobile_num: '+9779841234567' });
    const [bare] = await t.db.select().from(orders).where(eq(orders.id, noAddressOrder));
    expect(bare.deliveryAddress).toBeNull();
    const [orderLine] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(orderLine.recipientMobile).toBe('+9779811111111');
    const [gift] = await t.db.select().from(gifts).where(eq(gifts.orderLineId, line.id));
    expect(gift.recipientMobile).toBe('+9779811111111');
  });

  it('converts cart recipients and their line keys, so the same gift added again still finds its line', async () => {
    const template = await insertTemplate(t.db, { title: `Phone Plan ${randomUUID().slice(0, 6)}` });
    const recipient = { name: 'Sita Sharma', email: 'sita@example.com', relation: 'Family' };
    /** A gift line as the cart wrote it before the migration: the mobile as typed, in the line and its key. */
    const oldGiftLine = async (userId: string, mobile: string) => {
      const id = await insertCartLine(t.db, userId, {
        onModel: 'Template',
        modelId: template.id,
        recipient: { ...recipient, mobile },
      });
      const key = mergeKey({
        onModel: 'Template',
        modelId: template.id,
        productSizeId: null,
        plan: null,
        trainerId: null,
        selfOrder: false,
        recipientName: recipient.name,
        recipientEmail: recipient.email,
        recipientMobile: mobile,
        relation: recipient.relation,
      });
      await t.db.update(cartItems).set({ mergeKey: key }).where(eq(cartItems.id, id));
    };
    const one = await makeUser(t.db);
    await oldGiftLine(one.id, '+977 9811111111');
    // The same person written two ways was two lines; both convert, and the migration does not fail on the key.
    const two = await makeUser(t.db);
    await oldGiftLine(two.id, '9841234567');
    await oldGiftLine(two.id, '984 1234567');

    await runMigration();

    const addGift = (user: typeof one, mobile: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/cart',
        headers: auth(t.app.issueToken(user)),
        payload: {
          model_id: template.id,
          onModel: 'Template',
          self_order: false,
          ...recipient,
          mobile_num: mobile,
        },
      });
    const mobiles = (res: { json(): { cart: { carts: { mobile_num: string }[] } } }) =>
      res.json().cart.carts.map((l) => l.mobile_num);

    const oneAgain = await addGift(one, '981-1111111');
    expect(oneAgain.statusCode).toBe(201);
    expect(mobiles(oneAgain)).toEqual(['+9779811111111']);

    const twoAgain = await addGift(two, '+977-9841234567');
    expect(twoAgain.statusCode).toBe(201);
    expect(mobiles(twoAgain)).toEqual(['+9779841234567', '+9779841234567']);
  });
});
