import { count, isNull } from 'drizzle-orm';
import type { Db } from '../../client';
import { multimedia, testimonials } from '../../schema/trainers';
import type { IdsBySlug } from './categories';
import { GALLERY_SIZE, imagePath } from './images/paths';
import { daysAgo } from './seeded-random';
import TRAINING_VIDEOS from './training-videos.json';

/**
 * The training videos: short exercise demonstrations (a stick figure, a title and coaching cues) recorded by
 * scripts/generate-training-videos.mjs into apps/web/public/videos/catalogue/<slug>.webm, each with a poster
 * <slug>.webp, and committed. training-videos.json lists their slugs and titles for the seed and the script alike;
 * the app's gallery (/videos) shows them all, and each trainer shows the few below.
 */
export { TRAINING_VIDEOS };
export const VIDEO_SIZE = { width: 640, height: 360 } as const;
export const videoPath = (slug: string) => `/videos/catalogue/${slug}.webm`;
export const videoPosterPath = (slug: string) => `/videos/catalogue/${slug}.webp`;

/** Each trainer's "Training Videos" tab: the demonstrations closest to what they coach. */
export const TRAINER_VIDEOS: Record<string, string[]> = {
  'bikash-gurung': ['goblet-squat', 'romanian-deadlift', 'bench-press'],
  'anjali-thapa': ['a-march', 'kettlebell-swing', 'reverse-lunge'],
  'suman-shrestha': ['bench-press', 'overhead-press', 'push-up'],
  'pooja-rai': ['glute-bridge', 'plank-shoulder-taps', 'reverse-lunge'],
  'ramesh-tamang': ['kettlebell-swing', 'goblet-squat'],
  'nisha-magar': ['squat-to-stand', 'glute-bridge', 'romanian-deadlift'],
};

/** Trainer galleries: each image is gallery/<slug>.svg. */
export const TRAINER_GALLERIES: Record<string, { slug: string; title: string }[]> = {
  'bikash-gurung': [
    { slug: 'bikash-gurung-meet-platform', title: 'Third attempt deadlift at nationals' },
    { slug: 'bikash-gurung-medal-podium', title: 'Gold in the 83 kg class, Kathmandu 2023' },
    { slug: 'bikash-gurung-team-session', title: 'Saturday team squat session in Pokhara' },
    { slug: 'bikash-gurung-gym-racks', title: 'The Lakeside training hall' },
    { slug: 'bikash-gurung-seminar', title: 'Bench press technique seminar, Butwal' },
    { slug: 'bikash-gurung-annapurna-view', title: 'Recovery walk above Phewa Lake' },
  ],
  'anjali-thapa': [
    { slug: 'anjali-thapa-futsal-testing', title: 'Pre-season sprint testing with a futsal squad' },
    { slug: 'anjali-thapa-trail-run', title: 'Hill intervals on the Shivapuri trail' },
    { slug: 'anjali-thapa-gym-racks', title: 'Trap bar jumps in the Jhamsikhel gym' },
    { slug: 'anjali-thapa-group-class', title: 'Beginner strength class' },
    { slug: 'anjali-thapa-base-camp', title: 'Client check-in from Everest Base Camp' },
  ],
  'suman-shrestha': [
    { slug: 'suman-shrestha-stage', title: 'Classic physique final, nationals 2024' },
    { slug: 'suman-shrestha-medal-podium', title: 'Bronze at the South Asian championship' },
    { slug: 'suman-shrestha-gym-racks', title: 'Back day in Baneshwor' },
    { slug: 'suman-shrestha-meal-prep', title: 'Prep week meals: rice, chicken and saag' },
    { slug: 'suman-shrestha-posing-class', title: 'Posing practice with first-time competitors' },
    { slug: 'suman-shrestha-backstage', title: 'Pump-up backstage before prejudging' },
    { slug: 'suman-shrestha-check-in', title: 'Weekly check-in photos, week 12' },
  ],
  'pooja-rai': [
    { slug: 'pooja-rai-outdoor-class', title: 'Dharan Fit Mums morning session' },
    { slug: 'pooja-rai-home-workout', title: 'Home workout with two dumbbells and a mat' },
    { slug: 'pooja-rai-dal-bhat-plate', title: 'A balanced dal bhat plate' },
    { slug: 'pooja-rai-hill-walk', title: 'Evening walk to Bhedetar' },
  ],
  'ramesh-tamang': [
    { slug: 'ramesh-tamang-dal-bhat-plate', title: 'Protein-first dal bhat, 650 kcal' },
    { slug: 'ramesh-tamang-conference', title: 'Talk at the Nepal Sports Science Conference' },
    { slug: 'ramesh-tamang-market', title: 'Seasonal vegetables at the Kalimati market' },
    { slug: 'ramesh-tamang-football-camp', title: 'Meal planning at the youth football camp' },
    { slug: 'ramesh-tamang-breakfast', title: 'High-protein breakfast: eggs, chiura and curd' },
  ],
  'nisha-magar': [
    { slug: 'nisha-magar-yoga-flow', title: 'Morning flow before a lifting session' },
    { slug: 'nisha-magar-clinic', title: 'Shoulder assessment in the clinic' },
    { slug: 'nisha-magar-team-warmup', title: 'Warming up the national team in Dhaka' },
    { slug: 'nisha-magar-riverside', title: 'Mobility by the Narayani river' },
    { slug: 'nisha-magar-group-class', title: 'Hip mobility workshop for lifters' },
    { slug: 'nisha-magar-gym-racks', title: 'Loaded stretching on the rack' },
  ],
};

/** The /about gallery. */
export const APP_GALLERY: { slug: string; title: string }[] = [
  { slug: 'about-coaching-room', title: 'Our coaching room in Kathmandu' },
  { slug: 'about-community-meetup', title: 'Community meet-up at Tundikhel' },
  { slug: 'about-meet-day', title: 'OxStrength lifters at the national championship' },
  { slug: 'about-trek-group', title: 'Trek Ready group on the Poon Hill trail' },
  { slug: 'about-nutrition-workshop', title: 'Dal bhat nutrition workshop' },
  { slug: 'about-gym-floor', title: 'Partner gym floor in Lalitpur' },
  { slug: 'about-yoga-session', title: 'Saturday mobility session' },
  { slug: 'about-webinar', title: 'Live webinar: your first powerlifting meet' },
  { slug: 'about-medal-table', title: 'Medals from the 2025 season' },
  { slug: 'about-shop-packing', title: 'Packing Ox Shop orders for delivery' },
];

interface TestimonialSeed {
  name: string;
  designation: string;
  /** A people/<slug>.svg portrait, when the person gave one. */
  pic?: string;
  review: string;
}

export const GENERAL_TESTIMONIALS: TestimonialSeed[] = [
  {
    name: 'Prabin Khatri',
    designation: 'Software engineer, Kathmandu',
    pic: 'prabin-khatri',
    review:
      'I had tried three gyms and quit each after a month. The 12-week template gave me a plan for every session, and for the first time I finished a programme. My squat went from 60 kg to 110 kg.',
  },
  {
    name: 'Sushma Bhandari',
    designation: 'Teacher, Pokhara',
    pic: 'sushma-bhandari',
    review:
      'The diet plan uses the food we already cook at home. I did not have to buy anything special, and I lost 7 kg before Dashain without feeling hungry.',
  },
  {
    name: 'Rajan Yadav',
    designation: 'Medical student, Janakpur',
    review:
      'Paying in rupees with eSewa and getting the template straight away made it easy. The weekly schedule tells you exactly what to do, down to the rest times.',
  },
  {
    name: 'Alina Gurung',
    designation: 'Trekking guide, Manang',
    pic: 'alina-gurung',
    review:
      'I followed the Trek Ready plan in the off season and felt the difference on the passes. The coaches answer questions quickly, even from the mountains.',
  },
  {
    name: 'Suresh Bhattarai',
    designation: 'Business owner, Butwal',
    review:
      'The supplements arrived in four days, sealed and with a long expiry. Good to have a shop that sells the real thing in Nepal.',
  },
  {
    name: 'Nirmala Thapa',
    designation: 'Banker, Lalitpur',
    pic: 'nirmala-thapa',
    review:
      'My coach adjusted my plan every week around office hours and family events. Six months later I am stronger than I was in my twenties.',
  },
];

export const TRAINER_TESTIMONIALS: Record<string, TestimonialSeed[]> = {
  'bikash-gurung': [
    {
      name: 'Sabin Thapa Magar',
      designation: 'National team lifter',
      pic: 'sabin-thapa-magar',
      review:
        'Bikash dai fixed my deadlift start position in one session. Eighteen months later I pulled 250 kg at nationals.',
    },
    {
      name: 'Rekha Gurung',
      designation: 'Classic lifter, 63 kg',
      pic: 'rekha-gurung',
      review:
        'He plans every block around my job and my cycle, and never lets me skip the deload. I have not missed a session through injury in two years.',
    },
    {
      name: 'Manoj Pun',
      designation: 'Engineer, Pokhara',
      review: 'Clear programming, honest feedback on my videos and no ego. The best coach in Pokhara.',
    },
    {
      name: 'Pradeep Shrestha',
      designation: 'Masters lifter',
      review: 'I started at 46 with a bad back. Bikash built me up slowly and I won the masters title at 48.',
    },
  ],
  'anjali-thapa': [
    {
      name: 'Rabin Maharjan',
      designation: 'Futsal player',
      pic: 'rabin-maharjan',
      review:
        'Anjali didi’s pre-season plan kept me fit for the whole league. I jump higher and my hamstrings stopped tightening up.',
    },
    {
      name: 'Sangita Lama',
      designation: 'Teacher and trekker',
      pic: 'sangita-lama',
      review:
        'I reached Everest Base Camp at 52 with no knee trouble. The stair and pack training made the climbs feel easy.',
    },
    {
      name: 'Bishal KC',
      designation: 'Runner, Bhaktapur',
      review:
        'Strength training twice a week took eight minutes off my half-marathon time. I wish I had started years ago.',
    },
  ],
  'suman-shrestha': [
    {
      name: 'Aakash Karki',
      designation: 'Men’s physique competitor',
      pic: 'aakash-karki',
      review:
        'Suman sir changed my food and cardio every week from my check-ins. I stepped on stage in the best shape of my life and won.',
    },
    {
      name: 'Binita Shakya',
      designation: 'Bikini athlete',
      pic: 'binita-shakya',
      review:
        'He understands how hard a long prep is and plans the weeks after the show as carefully as the weeks before it.',
    },
    {
      name: 'Kamal Bista',
      designation: 'Office worker',
      review:
        'No stage for me, just a better physique. The push pull legs plan fits my office hours and I have gained 6 kg of muscle.',
    },
    {
      name: 'Saroj Gautam',
      designation: 'Classic physique competitor',
      review:
        'Posing practice with Suman made a huge difference. Judges noticed my transitions at nationals.',
    },
    {
      name: 'Ritesh Maharjan',
      designation: 'Student, Kirtipur',
      review: 'Straightforward programme, weekly feedback and he always answers messages. Worth every rupee.',
    },
  ],
  'pooja-rai': [
    {
      name: 'Sarita Limbu',
      designation: 'Nurse, Dharan',
      pic: 'sarita-limbu',
      review: 'Pooja planned my workouts around night shifts. I lost 12 kg and did my first chin-up at 38.',
    },
    {
      name: 'Kopila Tamang',
      designation: 'Bank officer, Biratnagar',
      review:
        'I still eat rice every day. I just learned how much, and what to eat with it. My doctor is very happy with my sugar levels.',
    },
    {
      name: 'Menuka Rai',
      designation: 'Mother of two, Dharan',
      review:
        'Twenty-five minutes at home, four days a week. It is the first plan I have kept for more than a month.',
    },
  ],
  'ramesh-tamang': [
    {
      name: 'Dinesh Rai',
      designation: 'Footballer, Jhapa',
      pic: 'dinesh-rai',
      review:
        'I gained 5 kg as a vegetarian before the season. The meal plan was all food my mother already cooks.',
    },
    {
      name: 'Anita Sherpa',
      designation: 'Powerlifter, 57 kg',
      review:
        'Ramesh got me to my weight class over eight weeks without a crash diet. I had my best meet ever.',
    },
    {
      name: 'Prakash Joshi',
      designation: 'Hostel student, Kathmandu',
      review: 'Portions in bowls and spoons made it possible to follow the plan from the hostel mess.',
    },
    {
      name: 'Laxmi Karki',
      designation: 'Accountant, Lalitpur',
      review:
        'Clear, practical and kind. He worked with my doctor on my thyroid and never pushed extreme diets.',
    },
  ],
  'nisha-magar': [
    {
      name: 'Hari Bhattarai',
      designation: 'Recreational lifter',
      pic: 'hari-bhattarai',
      review:
        'After my disc injury I was told never to deadlift again. Nisha brought me back step by step, and I pulled 180 kg pain-free.',
    },
    {
      name: 'Mina Adhikari',
      designation: 'Yoga teacher and lifter',
      review: 'Her hip and ankle routine finally gave me a deep squat. Ten minutes a day was enough.',
    },
    {
      name: 'Gopal Thapa',
      designation: 'Retired army officer',
      review: 'After knee surgery I could barely climb stairs. Now I walk 10 km a day again.',
    },
    {
      name: 'Sneha Pradhan',
      designation: 'Designer, Bharatpur',
      review:
        'The shoulder routine fixed the ache I had from desk work and bench pressing. Simple and effective.',
    },
  ],
};

/**
 * The app's and each trainer's galleries and training videos, and the testimonials; skipped when the app's gallery
 * already exists.
 */
export async function seedMediaAndTestimonials(db: Db, trainers: IdsBySlug, now: Date) {
  const [{ n }] = await db.select({ n: count() }).from(multimedia).where(isNull(multimedia.trainerId));
  if (n > 0) return;
  const image = (slug: string, title: string, position: number, trainerId: string | null, age: number) => ({
    trainerId,
    kind: 'image' as const,
    url: imagePath('gallery', slug),
    title,
    width: GALLERY_SIZE.width,
    height: GALLERY_SIZE.height,
    position,
    createdAt: daysAgo(now, age),
  });
  const titles = new Map(TRAINING_VIDEOS.map((v) => [v.slug, v.title]));
  const video = (slug: string, position: number, trainerId: string | null, age: number) => ({
    trainerId,
    kind: 'video' as const,
    url: videoPath(slug),
    thumbnail: videoPosterPath(slug),
    title: titles.get(slug)!,
    width: VIDEO_SIZE.width,
    height: VIDEO_SIZE.height,
    position,
    createdAt: daysAgo(now, age),
  });
  await db
    .insert(multimedia)
    .values([
      ...APP_GALLERY.map((g, i) => image(g.slug, g.title, i, null, 400 - i * 30)),
      ...Object.entries(TRAINER_GALLERIES).flatMap(([trainer, items]) =>
        items.map((g, i) => image(g.slug, g.title, i, trainers.get(trainer)!, 500 - i * 60)),
      ),
      ...TRAINING_VIDEOS.map((v, i) => video(v.slug, i, null, 120 - i * 5)),
      ...Object.entries(TRAINER_VIDEOS).flatMap(([trainer, slugs]) =>
        slugs.map((slug, i) => video(slug, i, trainers.get(trainer)!, 200 - i * 40)),
      ),
    ]);
  const row = (t: TestimonialSeed, position: number, trainerId: string | null) => ({
    trainerId,
    name: t.name,
    designation: t.designation,
    profilePic: t.pic ? imagePath('people', t.pic) : null,
    review: t.review,
    position,
    createdAt: daysAgo(now, 300 - position * 20),
  });
  await db
    .insert(testimonials)
    .values([
      ...GENERAL_TESTIMONIALS.map((t, i) => row(t, i, null)),
      ...Object.entries(TRAINER_TESTIMONIALS).flatMap(([trainer, items]) =>
        items.map((t, i) => row(t, i, trainers.get(trainer)!)),
      ),
    ]);
}
