import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { bulkInsert } from './bulk-insert';
import { products } from '../../schema/products';
import { coachings, consultations } from '../../schema/programmes';
import { templates } from '../../schema/templates';
import { users } from '../../schema/users';
import { productParentOf, type IdsBySlug } from './categories';
import { imagePath } from './images/paths';
import { PRODUCTS } from './products';
import type { ProgrammeIds } from './programmes';
import { daysAgo, seededRandom, type SeededRandom } from './seeded-random';
import { TEMPLATES } from './templates';

/** Clients who wrote the seeded reviews: verified, no password (they cannot sign in), some with a portrait. */
export const REVIEWERS: { name: string; slug: string; pic: boolean }[] = [
  { name: 'Aarav Adhikari', slug: 'aarav-adhikari', pic: true },
  { name: 'Sunita Karki', slug: 'sunita-karki', pic: true },
  { name: 'Prakash Bhandari', slug: 'prakash-bhandari', pic: false },
  { name: 'Rojina Maharjan', slug: 'rojina-maharjan', pic: true },
  { name: 'Dipesh Khadka', slug: 'dipesh-khadka', pic: false },
  { name: 'Kabita Poudel', slug: 'kabita-poudel', pic: true },
  { name: 'Sagar Basnet', slug: 'sagar-basnet', pic: true },
  { name: 'Manisha Lama', slug: 'manisha-lama', pic: false },
  { name: 'Nabin Chaudhary', slug: 'nabin-chaudhary', pic: true },
  { name: 'Srijana Bhattarai', slug: 'srijana-bhattarai', pic: false },
  { name: 'Roshan KC', slug: 'roshan-kc', pic: true },
  { name: 'Asmita Joshi', slug: 'asmita-joshi', pic: true },
  { name: 'Bibek Pandey', slug: 'bibek-pandey', pic: false },
  { name: 'Sabina Shakya', slug: 'sabina-shakya', pic: true },
  { name: 'Kiran Yadav', slug: 'kiran-yadav', pic: false },
  { name: 'Pratiksha Ghimire', slug: 'pratiksha-ghimire', pic: true },
  { name: 'Anil Sherpa', slug: 'anil-sherpa', pic: false },
  { name: 'Laxmi Dahal', slug: 'laxmi-dahal', pic: true },
];

type Topic = 'workout' | 'diet' | 'apparel' | 'supplements' | 'gym-gear' | 'programme';

const GOOD: Record<Topic, string[]> = {
  workout: [
    'Finished all the weeks and my squat went up by 20 kg.',
    'The weekly schedule is very clear; I always knew what to do when I walked into the gym.',
    'The RPE and rest times under every exercise made a big difference for me.',
    'I liked that the deload weeks were planned. My knees and back felt fresh the whole way through.',
    'Much better than the random YouTube workouts I was doing before.',
    'I followed it around my office job without missing a single week.',
    'The coaching notes under each exercise are like having the trainer next to you.',
    'Hard but doable, and the progression feels right.',
  ],
  diet: [
    'Lost 4 kg in six weeks and still ate dal bhat every day.',
    'Portions in bowls and katoris made it easy to follow at home without a scale.',
    'My mother now cooks the same meals for the whole family.',
    'I never felt starving, even on the lighter days.',
    'Finally a diet plan that understands Nepali food.',
  ],
  apparel: [
    'The fabric is thick and the print has not faded after many washes.',
    'Fits true to size; I ordered M and it is perfect.',
    'Looks good in the gym and outside it too.',
  ],
  supplements: [
    'Genuine product with the importer’s sticker and a long expiry date.',
    'Mixes well with milk, no lumps.',
    'Tastes good even with just water.',
    'Delivered to Bhaktapur in two days and very well packed.',
  ],
  'gym-gear': [
    'Solid build quality; it feels like it will last for years.',
    'Made a real difference on my heavy squats.',
    'Arrived quickly and exactly as described.',
  ],
  programme: [
    'My coach replied to every message within a few hours.',
    'The weekly check-ins kept me accountable.',
    'The call was well prepared; they had already watched my lifting videos.',
    'I learned more in one month than in two years of training alone.',
    'The advice was practical and fitted my work schedule.',
  ],
};

const MIXED: Record<Topic, string[]> = {
  workout: [
    'Some exercises need equipment my gym in Butwal does not have, so I had to swap them.',
    'The first weeks felt too easy, but it picked up after week four.',
    'Sessions took longer than an hour for me.',
  ],
  diet: [
    'Some meals are hard to prepare on busy mornings.',
    'I would like more options for people who do not eat paneer.',
  ],
  apparel: [
    'It runs a little small, so order one size up.',
    'The colour is slightly darker than in the photo.',
  ],
  supplements: ['The price is a bit higher than last year.', 'It took five days to reach Dhangadhi.'],
  'gym-gear': ['It needed a few sessions to break in.', 'The velcro is strong but a bit scratchy at first.'],
  programme: [
    'Scheduling the first call took a couple of tries.',
    'I would have liked the written summary sooner.',
  ],
};

const CLOSE_GOOD = [
  'Highly recommended.',
  'Will buy again.',
  'Thank you, OxStrength!',
  'Recommended for anyone in Nepal who is serious about training.',
  '',
];
const CLOSE_MIXED = ['Still good value overall.', 'Decent, but there is room to improve.'];
const CLOSE_LOW = ['Not quite what I expected.', 'Okay, but I expected more for the price.'];

/** Mostly 4 to 5 stars, some 3 and 3.5, a few 2.5. */
const STARS = [5, 5, 5, 5, 5, 4.5, 4.5, 4.5, 4.5, 4, 4, 4, 3.5, 3.5, 3, 2.5];

function reviewText(topic: Topic, stars: number, rnd: SeededRandom) {
  if (stars >= 4) {
    const [a, b] = rnd.sample(GOOD[topic], 2);
    return [a, stars === 5 || rnd.next() < 0.5 ? b : '', rnd.pick(CLOSE_GOOD)].filter(Boolean).join(' ');
  }
  if (stars >= 3) return [rnd.pick(GOOD[topic]), rnd.pick(MIXED[topic]), rnd.pick(CLOSE_MIXED)].join(' ');
  return [rnd.pick(MIXED[topic]), rnd.pick(CLOSE_LOW)].join(' ');
}

const REVIEW_COLUMNS = {
  user_id: 'uuid',
  item_type: 'reviewable',
  item_id: 'uuid',
  stars: 'numeric',
  review: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
} as const;

interface Reviewable {
  type: 'Template' | 'Product' | 'Coaching' | 'Consultation';
  id: string;
  topic: Topic;
  createdAt: Date;
  /** Leave some items unreviewed so the empty state is real. */
  none: boolean;
}

/** Seeds the reviewers and 3-8 reviews on most items, then sets every item's average_rating and rating_count. */
export async function seedReviews(
  db: Db,
  items: { templates: IdsBySlug; products: IdsBySlug; programmes: ProgrammeIds },
  now: Date,
) {
  const rnd = seededRandom('reviews');
  await db
    .insert(users)
    .values(
      REVIEWERS.map((r, i) => ({
        name: r.name,
        email: `${r.slug}@members.oxstrength.test`,
        slug: r.slug,
        profilePic: r.pic ? imagePath('people', r.slug) : null,
        userType: 'Client' as const,
        emailVerifiedAt: daysAgo(now, 560 - i * 5),
        address: { country: 'Nepal' },
        createdAt: daysAgo(now, 560 - i * 5),
      })),
    )
    .onConflictDoNothing();
  const reviewerIds = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(
        inArray(
          users.slug,
          REVIEWERS.map((r) => r.slug),
        ),
      )
  ).map((r) => r.id);

  const dates = async (
    table: typeof templates | typeof products | typeof coachings | typeof consultations,
    ids: IdsBySlug,
  ) =>
    new Map(
      (
        await db
          .select({ id: table.id, createdAt: table.createdAt })
          .from(table)
          .where(inArray(table.id, [...ids.values()]))
      ).map((r) => [r.id, r.createdAt]),
    );
  const templateDates = await dates(templates, items.templates);
  const productDates = await dates(products, items.products);
  const coachingDates = await dates(coachings, items.programmes.coaching);
  const consultationDates = await dates(consultations, items.programmes.consultation);

  /** Every coaching or consultation programme is reviewed. */
  const programmeTargets = (
    type: 'Coaching' | 'Consultation',
    ids: Map<string, string>,
    createdAt: Map<string, Date>,
  ): Reviewable[] =>
    [...ids.values()].map((id) => ({
      type,
      id,
      topic: 'programme',
      createdAt: createdAt.get(id)!,
      none: false,
    }));

  const targets: Reviewable[] = [
    ...TEMPLATES.map((t, i) => {
      const id = items.templates.get(t.slug)!;
      const topic: Topic = t.style.startsWith('diet') ? 'diet' : 'workout';
      return { type: 'Template' as const, id, topic, createdAt: templateDates.get(id)!, none: i % 8 === 5 };
    }),
    ...PRODUCTS.map((p, i) => {
      const id = items.products.get(p.slug)!;
      const topic = productParentOf(p.category) as Topic;
      return { type: 'Product' as const, id, topic, createdAt: productDates.get(id)!, none: i % 7 === 3 };
    }),
    ...programmeTargets('Coaching', items.programmes.coaching, coachingDates),
    ...programmeTargets('Consultation', items.programmes.consultation, consultationDates),
  ];

  const rows = targets
    .filter((t) => !t.none)
    .flatMap((t) => {
      const ageDays = (now.getTime() - t.createdAt.getTime()) / 86_400_000;
      return rnd.sample(reviewerIds, rnd.int(3, 8)).map((userId) => {
        const stars = rnd.pick(STARS);
        const createdAt = daysAgo(now, Math.max(0.2, ageDays * rnd.next() * 0.95));
        const at = createdAt.toISOString();
        return {
          user_id: userId,
          item_type: t.type,
          item_id: t.id,
          stars,
          review: reviewText(t.topic, stars, rnd),
          created_at: at,
          updated_at: at,
        };
      });
    });
  await bulkInsert(db, 'reviews', REVIEW_COLUMNS, rows, { skipConflicts: true });

  // Ratings follow from the reviews actually stored, so they always match.
  for (const [table, type] of [
    ['templates', 'Template'],
    ['products', 'Product'],
    ['coachings', 'Coaching'],
    ['consultations', 'Consultation'],
  ] as const) {
    await db.execute(sql`
      UPDATE ${sql.identifier(table)} AS item
      SET average_rating = s.average, rating_count = s.n
      FROM (
        SELECT item_id, round(avg(stars), 1) AS average, count(*)::integer AS n
        FROM reviews WHERE item_type = ${type} GROUP BY item_id
      ) AS s
      WHERE item.id = s.item_id`);
  }
}
