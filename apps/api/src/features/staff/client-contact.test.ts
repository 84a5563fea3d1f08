import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffOrderDetailReply } from '@oxstrength/shared/contracts/staff-orders';
import { staffSubscriptionDetailReply } from '@oxstrength/shared/contracts/staff';
import {
  staffCoachingDetailReply,
  staffPaidConsultationsPageReply,
} from '@oxstrength/shared/contracts/coaching-training';
import { auth } from '../../../test/test-app';
import { orders, type OrderDeliveryAddress } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { insertOrderRow } from '../orders/order-fixtures';
import { activeCoaching, staffForFile, pendingConsultation } from '../training/coaching-training-fixtures';
import { requestPaidConsultation } from '../training/consultation-training.service';
import { dateIn, grantLine, makeClient, makeScheduledTemplate } from '../training/template-training-fixtures';
import { roomyCapacity } from '../consultations/capacity-fixtures';

/**
 * Issue 36 item 9: staff see how to reach a client. The staff pages of a template subscription, a coaching and
 * a paid consultation carry the client's phone (client.mobile_num, as stored), and an admin's order page the
 * buyer's phone and the delivery address: for the client's own trainer and admins, nobody else.
 */

const { t, admin, trainer, otherTrainer } = staffForFile((s) =>
  roomyCapacity(s.t.db, s.trainer.id, s.otherTrainer.id),
);

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/staff${url}`, headers: token ? auth(token) : {} });

const setPhone = (userId: string, mobileNum: string | null) =>
  t.db.update(users).set({ mobileNum }).where(eq(users.id, userId));

describe('a client’s phone on the staff pages', () => {
  it('a template subscription: its trainer and admins see it; the client and another trainer do not', async () => {
    const client = await makeClient(t.app);
    await setPhone(client.id, '+9779841234567');
    const template = await makeScheduledTemplate(t.db, 2, trainer.id);
    const sub = await grantLine(t.db, client.id, template.id);
    const url = `/template-subscriptions/${sub.id}`;

    for (const token of [trainer.token, admin.token]) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(200);
      expect(staffSubscriptionDetailReply.parse(res.json()).subscription.client).toEqual({
        _id: client.id,
        name: client.name,
        email: client.email,
        mobile_num: '+9779841234567',
      });
    }
    expect((await get(url, client.token)).statusCode).toBe(403);
    const theirs = await get(url, otherTrainer.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('9841234567');

    // A client who gave no phone: null, said as such.
    await setPhone(client.id, null);
    expect((await get(url, trainer.token)).json().subscription.client.mobile_num).toBeNull();
  });

  it('a coaching: its trainer and admins see it; the client and another trainer do not', async () => {
    const p = await activeCoaching(t.app, trainer.id);
    await setPhone(p.client.id, '+9779801234567');
    const url = `/coaching-subscriptions/${p.sub.id}`;
    for (const token of [trainer.token, admin.token]) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(200);
      expect(staffCoachingDetailReply.parse(res.json()).subscription.client).toMatchObject({
        _id: p.client.id,
        mobile_num: '+9779801234567',
      });
    }
    expect((await get(url, p.client.token)).statusCode).toBe(403);
    const theirs = await get(url, otherTrainer.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('9801234567');
  });

  it('a paid consultation (listed, it has no page of its own): in its trainer’s and admins’ lists only', async () => {
    const p = await pendingConsultation(t.app, trainer.id);
    await setPhone(p.client.id, '+9779812345678');
    await requestPaidConsultation(t.db, p.client.id, {
      subscription: p.sub.id,
      consultation_date: dateIn(3),
    });
    const url = '/consultation-subscriptions?resultsPerPage=100';
    for (const token of [trainer.token, admin.token]) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(200);
      const listed = staffPaidConsultationsPageReply
        .parse(res.json())
        .consultations.find((c) => c._id === p.sub.id);
      expect(listed?.client).toMatchObject({ _id: p.client.id, mobile_num: '+9779812345678' });
    }
    expect((await get(url, p.client.token)).statusCode).toBe(403);
    const theirs = await get(url, otherTrainer.token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain('9812345678');
  });

  it('a goods order: admins see the buyer’s phone and the delivery address; a trainer and the buyer do not', async () => {
    const buyer = await makeClient(t.app);
    await setPhone(buyer.id, '+9779851098765');
    const address: OrderDeliveryAddress = {
      _id: 'a1',
      label: 'home',
      name: 'Sita Sharma',
      email: 'sita@example.test',
      mobile_num: '+9779861234567',
      address: {
        country: 'Nepal',
        province: 'Bagmati',
        district: 'Kathmandu',
        area: 'Baneshwor',
        address_line1: 'House 12, Shantinagar',
      },
    };
    const orderId = await insertOrderRow(t.db, buyer.id, 'Active');
    await t.db
      .update(orders)
      .set({ onlyTemplates: false, deliveryAddress: address })
      .where(eq(orders.id, orderId));
    const url = `/orders/${orderId}`;

    const res = await get(url, admin.token);
    expect(res.statusCode).toBe(200);
    const order = staffOrderDetailReply.parse(res.json()).order;
    expect(order.buyer).toEqual({
      _id: buyer.id,
      name: buyer.name,
      email: buyer.email,
      mobile_num: '+9779851098765',
    });
    expect(order.delivery_address).toEqual(address);
    for (const token of [trainer.token, buyer.token]) {
      const refused = await get(url, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('9851098765');
    }
  });
});
