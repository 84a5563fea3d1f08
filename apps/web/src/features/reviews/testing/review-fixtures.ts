import { reviewJson, type Review } from '@oxstrength/shared/contracts/reviews';

/** Test records shaped like the API's replies: each builder parses with the API's reply contract. */

export const review = (n: number, overrides: Partial<Review> = {}): Review =>
  reviewJson.parse({
    _id: `r${n}`,
    user: { _id: `u${n}`, name: `Reviewer ${n}`, profile_pic: null },
    stars: 4,
    review: `Review text ${n}`,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  });
