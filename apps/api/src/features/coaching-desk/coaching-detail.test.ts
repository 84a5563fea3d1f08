import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffCoachingDetailReply } from '@oxstrength/shared/contracts/coaching-training';
import { auth } from '../../../test/test-app';
import { users } from '../../db/schema/users';
import { activeCoaching, staffForFile } from '../training/coaching-training-fixtures';

/** GET /staff/coaching-subscriptions/{id} names the coaching's client: name, slug, picture, email and phone. */

const { t, admin, trainer, otherTrainer } = staffForFile();

const get = (id: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/staff/coaching-subscriptions/${id}`,
    headers: token ? auth(token) : {},
  });

describe('a coaching client’s staff page', () => {
  it('answers the client with the coaching, to its trainer and to admins; no one else', async () => {
    const p = await activeCoaching(t.app, trainer.id);
    await t.db
      .update(users)
      .set({ name: 'Maya Lama', profilePic: '/uploads/profile/maya.webp', mobileNum: '+9779841234567' })
      .where(eq(users.id, p.client.id));

    for (const token of [trainer.token, admin.token]) {
      const res = await get(p.sub.id, token);
      expect(res.statusCode).toBe(200);
      const body = staffCoachingDetailReply.parse(res.json());
      expect(body.subscription._id).toBe(p.sub.id);
      expect(body.subscription.client).toEqual({
        _id: p.client.id,
        name: 'Maya Lama',
        slug: p.client.slug,
        profile_pic: '/uploads/profile/maya.webp',
        email: p.client.email,
        mobile_num: '+9779841234567',
      });
      expect(body.subscription.schedule).toHaveLength(4);
    }

    expect((await get(p.sub.id)).statusCode).toBe(401);
    expect((await get(p.sub.id, p.client.token)).statusCode).toBe(403);
    const theirs = await get(p.sub.id, otherTrainer.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).not.toHaveProperty('subscription');
  });
});
