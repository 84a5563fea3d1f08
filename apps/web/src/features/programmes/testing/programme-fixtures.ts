import { trainerSummary } from '../../trainers/testing/trainer-fixtures';
import {
  coachingCardJson,
  coachingJson,
  consultationJson,
  type Coaching,
  type CoachingCard,
  type Consultation,
} from '@oxstrength/shared/contracts/programmes';
import { pagedJson } from '@oxstrength/shared/contracts/reply';

/** Programme records shaped like the API's replies: each builder parses with the API's reply contract. */

export const paged = (currentPage: number, totalPage: number, totalDocuments: number) =>
  pagedJson.parse({ currentPage, totalPage, totalDocuments });

export const coachingCard = (n: number): CoachingCard =>
  coachingCardJson.parse({
    _id: `c${n}`,
    slug: `coaching-${n}`,
    title: `Coaching ${n}`,
    cover: `/images/catalogue/coaching/coaching-${n}.jpg`,
    discount: { active: false, title: null, discount_percentage: 0 },
    average_rating: 4.5,
    rating_count: 3,
    starting_price: 4500,
    trainers: [trainerSummary(1), trainerSummary(2)],
    added_to_cart: false,
  });

const rateTrainer = (n: number) => ({
  _id: `t${n}`,
  name: `Trainer ${n}`,
  slug: `trainer-${n}`,
  profile_pic: null,
});

/** Trainer 1 offers 4 and 12 weeks (24 weeks has a zero discounted rate); trainer 2 offers only 24 weeks. */
export const coaching = (overrides: Partial<Coaching> = {}): Coaching =>
  coachingJson.parse({
    ...coachingCard(1),
    title: 'Powerlifting Coaching',
    slug: 'powerlifting-coaching',
    discount: { active: true, title: 'Dashain Offer', discount_percentage: 10 },
    description: '<p>Twelve weeks of coached powerlifting.</p>',
    added_to_cart: false,
    rates: [
      {
        _id: 'r1',
        trainer: rateTrainer(1),
        w4_rate: 5000,
        discounted_w4_rate: 4500,
        w12_rate: 12000,
        discounted_w12_rate: 10800,
        w24_rate: 20000,
        discounted_w24_rate: 0,
      },
      {
        _id: 'r2',
        trainer: rateTrainer(2),
        w4_rate: 0,
        discounted_w4_rate: 0,
        w12_rate: 0,
        discounted_w12_rate: 0,
        w24_rate: 22000,
        discounted_w24_rate: 19800,
      },
    ],
    ...overrides,
  });

export const consultation = (overrides: Partial<Consultation> = {}): Consultation =>
  consultationJson.parse({
    ...coachingCard(5),
    _id: 'k1',
    slug: 'diet-consultation',
    title: 'Diet Consultation',
    description: '<p>A call about your diet.</p>',
    added_to_cart: false,
    rates: [
      {
        _id: 'kr1',
        trainer: rateTrainer(3),
        quarter_hour_rate: 500,
        discounted_quarter_hour_rate: 500,
        half_hour_rate: 900,
        discounted_half_hour_rate: 900,
        hour_rate: 1600,
        discounted_hour_rate: 1600,
      },
    ],
    ...overrides,
  });
