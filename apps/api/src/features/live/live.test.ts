import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '@oxstrength/shared/contracts/live';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openSocket } from '../../../test/ws-client';
import { selfUrl } from '../../lib/self-url';
import { newBuyer, templateOrder } from '../payments/payment-fixtures';
import { insertTemplate } from '../templates/template-fixtures';
import { liveSocket, payByQr } from './live-fixtures';

let t: TestApp;
let templateId: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  templateId = (await insertTemplate(t.db, { title: `Live ${randomUUID().slice(0, 6)}`, price: 150_000 })).id;
});
afterAll(() => t.close());

const url = () => `${selfUrl(t.app).replace(/^http/, 'ws')}/api/v1/live`;

describe('GET /api/v1/live', () => {
  it('closes with 4401 when the first message is not a valid token', async () => {
    for (const first of [{ type: 'auth', token: 'not-a-token' }, { type: 'hello' }, 'auth']) {
      const socket = await openSocket(url());
      socket.send(first);
      expect(await socket.closed).toBe(LIVE_CLOSE.unauthorised);
    }
  });

  it('tells the buyer, and no one else, that their order was paid', async () => {
    const buyer = await newBuyer(t.app);
    const other = await newBuyer(t.app);
    const orderId = await templateOrder(t.app, buyer, templateId);
    const mine = await liveSocket(t.app, buyer.token);
    const theirs = await liveSocket(t.app, other.token);
    await payByQr(t.app, buyer, orderId);
    const events = [await mine.next(), await mine.next()];
    // Pending when the QR was made, then Active when it was paid.
    expect(events).toEqual([
      { type: 'order', order_id: orderId, status: 'Pending' },
      { type: 'order', order_id: orderId, status: 'Active' },
    ]);
    await expect(theirs.next(500)).rejects.toThrow(/no socket message/);
    mine.close();
    theirs.close();
  });

  it('says nothing of a move whose transaction rolled back', async () => {
    const buyer = await newBuyer(t.app);
    const orderId = await templateOrder(t.app, buyer, templateId);
    const socket = await liveSocket(t.app, buyer.token);
    const { lockOrder, moveOrder } = await import('../orders/orders.service');
    await expect(
      t.app.db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        await moveOrder(tx, order!, 'Cancelled', 'system', { releaseStock: true });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expect(socket.next(500)).rejects.toThrow(/no socket message/);
    socket.close();
  });
});
