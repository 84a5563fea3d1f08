import { discountedPrice, isOffered } from '@oxstrength/shared/pricing';
import type { Db } from '../../client';
import { coachingRates, coachings, consultationRates, consultations } from '../../schema/programmes';
import type { IdsBySlug } from './categories';
import { imagePath } from './images/paths';
import { daysAgo } from './seeded-random';

interface ProgrammeSeed {
  slug: string;
  title: string;
  description: string;
  discount?: { title: string; pct: number };
  soldCount: number;
  /** How long ago it was published. */
  ageDays: number;
  /** Trainer slug -> three rates in rupees (coaching: 4, 12, 24 weeks; consultation: 15, 30, 60 minutes); 0 = not offered. */
  rates: Record<string, [number, number, number]>;
}

export const COACHINGS: ProgrammeSeed[] = [
  {
    slug: 'one-on-one-powerlifting-coaching',
    title: 'One-on-One Powerlifting Coaching',
    description: `<p>A programme written for you alone and adjusted every week. Send your training videos and logs through the app; your coach reviews your squat, bench and deadlift, answers your questions within a day and changes the next week's plan based on how you moved.</p>
<p>Coaching starts with a video call to go through your training history, injuries, schedule and goals, whether that is a first meet, a national qualifying total or simply getting stronger. For lifters preparing for a competition, the plan covers peaking, attempt selection and meet day.</p>
<ul><li>Individual programme, updated weekly</li><li>Video form reviews with written and voice feedback</li><li>Meet preparation and attempt planning</li><li>Messaging support throughout your plan</li></ul>`,
    discount: { title: 'Dashain Offer', pct: 15 },
    soldCount: 86,
    ageDays: 520,
    rates: {
      'bikash-gurung': [8000, 21000, 38000],
      'anjali-thapa': [6500, 17500, 32000],
    },
  },
  {
    slug: 'online-fat-loss-coaching',
    title: 'Online Fat Loss Coaching',
    description: `<p>Lose fat with a coach who plans around your real life: your work hours, your family meals and the festival calendar. You get a training plan for the gym or home, a food plan built on the meals you already eat, and a weekly check-in where your coach reviews your weight trend, photos, steps and how you feel.</p>
<p>Most clients lose 0.5 to 1 kg a week without giving up rice. When progress stalls, your coach adjusts food, steps or training so you keep moving forward.</p>
<ul><li>Home or gym training plan</li><li>Nepali food plan with portions you can measure at home</li><li>Weekly check-in and adjustments</li><li>Habit tracking for sleep, steps and water</li></ul>`,
    soldCount: 142,
    ageDays: 430,
    rates: {
      'pooja-rai': [5000, 13500, 0],
      'ramesh-tamang': [5500, 14500, 26000],
      'nisha-magar': [5000, 13000, 24000],
    },
  },
  {
    slug: 'contest-prep-coaching',
    title: 'Contest Prep Coaching',
    description: `<p>Everything you need to step on stage in your best condition: training, diet, cardio, posing and peak week, planned and adjusted by coaches who have competed themselves. Check-ins are twice a week in the final eight weeks.</p>
<p>Your coach also plans the weeks after the show, so you recover your energy and hormones without rebounding. Suited to bodybuilding, classic physique, men's physique and bikini competitors.</p>
<ul><li>Training and diet adjusted twice weekly near the show</li><li>Posing feedback from video</li><li>Peak week and show-day plan</li><li>Post-show reverse diet</li></ul>`,
    soldCount: 37,
    ageDays: 300,
    rates: {
      'suman-shrestha': [9000, 24000, 45000],
      'ramesh-tamang': [7500, 20000, 36000],
    },
  },
  {
    slug: 'strength-for-beginners',
    title: 'Strength for Beginners',
    description: `<p>New to the gym and not sure where to start? Your coach teaches you the basic lifts over video, builds a simple three-day plan and checks your form every week until the movements feel natural.</p>
<p>There is no pressure to lift heavy. The goal is confidence, good habits and steady progress, so after your plan you can train on your own safely.</p>
<ul><li>Three-day beginner plan tailored to your gym or home</li><li>Weekly form check on video</li><li>Simple food and sleep guidance</li><li>Friendly support for your questions</li></ul>`,
    discount: { title: 'New Year 2083 Offer', pct: 10 },
    soldCount: 118,
    ageDays: 180,
    rates: {
      'anjali-thapa': [4500, 12000, 21000],
      'bikash-gurung': [5000, 13500, 24000],
      'pooja-rai': [4500, 12000, 21000],
      'nisha-magar': [4000, 11000, 20000],
    },
  },
];

export const CONSULTATIONS: ProgrammeSeed[] = [
  {
    slug: 'nutrition-consultation',
    title: 'Nutrition Consultation',
    description: `<p>A video call with a nutrition coach about what you eat and what you want to change: fat loss, muscle gain, making weight for a meet or eating well as a vegetarian. Bring a typical day of meals and your questions.</p>
<p>You leave with clear targets for calories and protein and practical changes for your own kitchen, written up and sent to you after the call.</p>`,
    soldCount: 94,
    ageDays: 480,
    rates: {
      'ramesh-tamang': [900, 1600, 2800],
      'pooja-rai': [800, 1500, 2500],
      'suman-shrestha': [1000, 1800, 3200],
    },
  },
  {
    slug: 'form-check-and-technique-review',
    title: 'Form Check & Technique Review',
    description: `<p>Send videos of your squat, bench press, deadlift or any other lift before the call. Your coach reviews them frame by frame, then walks you through what to fix and which drills and cues will help.</p>
<p>Fifteen minutes is enough for one lift; book an hour for a full review of all three powerlifts with a plan for your next training block.</p>`,
    discount: { title: 'Form Friday', pct: 20 },
    soldCount: 163,
    ageDays: 400,
    rates: {
      'bikash-gurung': [1000, 1800, 3200],
      'anjali-thapa': [800, 1500, 2600],
      'suman-shrestha': [800, 1500, 2600],
      'nisha-magar': [700, 1300, 2400],
    },
  },
  {
    slug: 'injury-aware-training-consultation',
    title: 'Injury-Aware Training Consultation',
    description: `<p>Training around a sore back, shoulder or knee? A physiotherapist-coach assesses how you move over video, explains what is likely going on and shows you how to keep training without making it worse.</p>
<p>This is not a replacement for a medical diagnosis: if something needs a doctor, your coach will tell you. You get a written plan of exercises to do and things to avoid.</p>`,
    soldCount: 58,
    ageDays: 260,
    rates: {
      'nisha-magar': [900, 1600, 2800],
      'anjali-thapa': [800, 1500, 2500],
    },
  },
  {
    slug: 'programme-design-consultation',
    title: 'Programme Design Consultation',
    description: `<p>Already training but not sure your programme is working? Go through your current plan, logs and goals with a coach, and get a structured programme for the next 8 to 12 weeks built around your schedule and equipment.</p>
<p>Good for lifters who want to plan their own training with an expert's input, rather than full coaching.</p>`,
    soldCount: 71,
    ageDays: 120,
    rates: {
      'bikash-gurung': [1000, 1800, 3000],
      'anjali-thapa': [900, 1600, 2800],
      'suman-shrestha': [900, 1600, 2800],
    },
  },
];

/** Per-trainer rows in paisa, discounted by the programme's discount; a 0 rate stays 0 (not offered). */
function priceRates(p: ProgrammeSeed, trainers: IdsBySlug) {
  const discount = p.discount ? { active: true, discount_percentage: p.discount.pct } : null;
  return Object.entries(p.rates).map(([trainer, rupees]) => ({
    trainerId: trainers.get(trainer)!,
    rates: rupees.map((r) => r * 100),
    discounted: rupees.map((r) => discountedPrice(r * 100, discount)),
  }));
}

const minOffered = (rows: ReturnType<typeof priceRates>) =>
  Math.min(...rows.flatMap((r) => r.discounted.filter(isOffered)));

function programmeRow(p: ProgrammeSeed, rows: ReturnType<typeof priceRates>, now: Date) {
  const createdAt = daysAgo(now, p.ageDays);
  return {
    slug: p.slug,
    title: p.title,
    cover: imagePath('programmes', p.slug),
    description: p.description,
    discountActive: !!p.discount,
    discountTitle: p.discount?.title ?? null,
    discountPercentage: p.discount?.pct ?? 0,
    soldCount: p.soldCount,
    minPrice: minOffered(rows),
    createdAt,
    updatedAt: createdAt,
  };
}

export interface ProgrammeIds {
  coaching: IdsBySlug;
  consultation: IdsBySlug;
}

export async function seedProgrammes(db: Db, trainers: IdsBySlug, now: Date): Promise<ProgrammeIds> {
  const coachingPriced = COACHINGS.map((p) => ({ p, rows: priceRates(p, trainers) }));
  const newCoachings = await db
    .insert(coachings)
    .values(coachingPriced.map(({ p, rows }) => programmeRow(p, rows, now)))
    .onConflictDoNothing()
    .returning({ id: coachings.id, slug: coachings.slug });
  const coachingRateRows = newCoachings.flatMap((c) =>
    coachingPriced
      .find((x) => x.p.slug === c.slug)!
      .rows.map(({ trainerId, rates: [w4, w12, w24], discounted: [d4, d12, d24] }) => ({
        coachingId: c.id,
        trainerId,
        w4Rate: w4,
        discountedW4Rate: d4,
        w12Rate: w12,
        discountedW12Rate: d12,
        w24Rate: w24,
        discountedW24Rate: d24,
      })),
  );
  if (coachingRateRows.length) await db.insert(coachingRates).values(coachingRateRows);

  const consultationPriced = CONSULTATIONS.map((p) => ({ p, rows: priceRates(p, trainers) }));
  const newConsultations = await db
    .insert(consultations)
    .values(consultationPriced.map(({ p, rows }) => programmeRow(p, rows, now)))
    .onConflictDoNothing()
    .returning({ id: consultations.id, slug: consultations.slug });
  const consultationRateRows = newConsultations.flatMap((c) =>
    consultationPriced
      .find((x) => x.p.slug === c.slug)!
      .rows.map(({ trainerId, rates: [q, h, hr], discounted: [dq, dh, dhr] }) => ({
        consultationId: c.id,
        trainerId,
        quarterHourRate: q,
        discountedQuarterHourRate: dq,
        halfHourRate: h,
        discountedHalfHourRate: dh,
        hourRate: hr,
        discountedHourRate: dhr,
      })),
  );
  if (consultationRateRows.length) await db.insert(consultationRates).values(consultationRateRows);

  const allCoachings = await db.select({ id: coachings.id, slug: coachings.slug }).from(coachings);
  const allConsultations = await db
    .select({ id: consultations.id, slug: consultations.slug })
    .from(consultations);
  return {
    coaching: new Map(
      allCoachings.filter((r) => COACHINGS.some((c) => c.slug === r.slug)).map((r) => [r.slug, r.id]),
    ),
    consultation: new Map(
      allConsultations.filter((r) => CONSULTATIONS.some((c) => c.slug === r.slug)).map((r) => [r.slug, r.id]),
    ),
  };
}
