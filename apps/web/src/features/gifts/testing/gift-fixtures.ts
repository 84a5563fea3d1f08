import { giftJson, giftsReply, type Gift } from '@oxstrength/shared/contracts/gifts';

/** Gifts as the API sends them, parsed with the contract (packages/shared/src/contracts/gifts.ts). */

export const coachingGiftFixture = (overrides: Partial<Gift> = {}): Gift =>
  giftJson.parse({
    _id: '4b3c0c1e-8f3a-4d8e-9a7c-1f2e3d4c5b6a',
    status: 'Pending',
    receiver_email: 'bina.rai@example.com',
    receiver_name: 'Bina Rai',
    plan: '4 Weeks Plan',
    coaching: {
      _id: 'c0ac4140-0000-4000-8000-000000000001',
      title: 'Powerlifting Peak Coaching',
      slug: 'powerlifting-peak-coaching',
      cover: '',
    },
    claimed_at: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  });

export const giftsReplyOf = (gifts: Gift[]) => giftsReply.parse({ status: 'success', gifts });
