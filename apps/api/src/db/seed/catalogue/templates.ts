import type { Db } from '../../client';
import { templates } from '../../schema/templates';
import { bulkInsert } from './bulk-insert';
import type { CategoryIds, IdsBySlug } from './categories';
import { imagePath } from './images/paths';
import { seededRandom, spreadDate } from './seeded-random';
import { buildSchedule, type ScheduleStyle } from './template-schedules';

type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced';

export interface TemplateSeed {
  slug: string;
  title: string;
  trainer: string;
  training: string;
  category: string;
  weeks: number;
  /** Rupees. */
  price: number;
  discount?: { title: string; pct: number };
  featured?: boolean;
  difficulty: Difficulty;
  /** Training (or meal-plan) days a week, 3 to 5. */
  days: number;
  style: ScheduleStyle;
  description: string;
  requirement: string;
  whoFor: string;
  inside: string[];
}

const WORKOUT_DISCLAIMER =
  'This programme is general training guidance, not medical advice. Check with a doctor before you start if you have an injury, a heart condition or any other health concern, warm up before every session, and stop an exercise that causes sharp pain.';
const DIET_DISCLAIMER =
  'This meal plan is general nutrition guidance for healthy adults, not medical advice. If you are pregnant, diabetic, have kidney disease or take regular medication, show it to your doctor before you change your diet.';

/** Oldest first: created_at is spread over the last 18 months in this order. */
export const TEMPLATES: TemplateSeed[] = [
  {
    slug: '12-week-beginner-powerlifting',
    title: '12-Week Beginner Powerlifting',
    trainer: 'bikash-gurung',
    training: 'powerlifting',
    category: 'beginner-programmes',
    weeks: 12,
    price: 2500,
    featured: true,
    difficulty: 'Beginner',
    days: 3,
    style: 'powerlifting',
    description: `<p>Your first year under the bar is when strength comes fastest, as long as you train the squat, bench press and deadlift often, with good technique and steady progress. This template gives you exactly that: three full-body sessions a week built around the three competition lifts, with the weight on the bar rising in small, planned steps.</p>
<p>Every fourth week is a lighter deload so your joints and back keep up with your muscles. Accessory work (rows, split squats, planks and back extensions) fills the gaps that beginners usually have, and every exercise comes with sets, reps, rest times and a coaching note from Bikash.</p>
<p>By week 12 you will know your real one-rep maxes, move the bar with confidence and be ready for an intermediate programme or your first local meet.</p>`,
    requirement:
      'A gym with a squat rack, bench, barbell and plates. No previous powerlifting experience needed.',
    whoFor:
      'Beginners in their first year of lifting, and gym-goers who want to get strong on the big three lifts.',
    inside: [
      '36 sessions over 12 weeks, every set and rep written out',
      'Percentage and RPE guidance for every main lift',
      'Planned deload every fourth week',
      'Technique notes for the squat, bench press and deadlift',
      'A max-testing week at the end',
    ],
  },
  {
    slug: 'strength-foundations-for-beginners',
    title: 'Strength Foundations for Beginners',
    trainer: 'anjali-thapa',
    training: 'strength-and-conditioning',
    category: 'beginner-programmes',
    weeks: 8,
    price: 1500,
    featured: true,
    difficulty: 'Beginner',
    days: 3,
    style: 'foundations',
    description: `<p>Never lifted before? Start here. Over eight weeks you learn the six movement patterns every strong body needs (squat, hinge, push, pull, lunge and carry) using dumbbells, kettlebells and then the barbell, in three sessions of about 50 minutes.</p>
<p>The first two weeks are about learning the movements and finding your working weights. After that the load goes up a little each week while the reps stay the same, so you can see your progress in your training log. Short conditioning finishers build the fitness for daily life, from climbing stairs in Thamel to carrying the gas cylinder.</p>`,
    requirement:
      'A gym with dumbbells, a kettlebell and a barbell. Comfortable shoes and a notebook or phone to log your weights.',
    whoFor: 'Complete beginners of any age, and anyone coming back to training after a long break.',
    inside: [
      '24 guided sessions of about 50 minutes',
      'Exercise progressions from dumbbell to barbell',
      'Simple RPE scale explained for beginners',
      'Conditioning finishers of 5 to 10 minutes',
      'A printable training log',
    ],
  },
  {
    slug: 'push-pull-legs-hypertrophy',
    title: 'Push Pull Legs Hypertrophy',
    trainer: 'suman-shrestha',
    training: 'hypertrophy',
    category: 'intermediate-programmes',
    weeks: 12,
    price: 4000,
    featured: true,
    difficulty: 'Intermediate',
    days: 5,
    style: 'hypertrophy',
    description: `<p>This is the split Suman uses with most of his off-season clients: push, pull and legs, trained five days a week so every muscle is hit hard about twice a week. Each session opens with a heavy compound movement in the 6 to 8 rep range, then moves to machine and dumbbell work in the 10 to 15 range where the pump and the growth happen.</p>
<p>Volume climbs across each four-week block, then drops for a recovery week. Tempo and rest times are written for every exercise, because controlling the lowering phase matters as much as the weight you lift.</p>
<p>If you have trained for at least a year and your progress has stalled, this gives you the structure to start growing again.</p>`,
    requirement:
      'A commercial gym with cables, machines, dumbbells and a barbell. At least one year of regular training.',
    whoFor: 'Intermediate lifters who want to build muscle, and physique athletes in their off-season.',
    inside: [
      '60 sessions across 12 weeks',
      'Weekly volume progression with recovery weeks',
      'Tempo, rest and reps-in-reserve for every exercise',
      'Exercise swaps for busy gyms',
      'Guide to tracking progressive overload',
    ],
  },
  {
    slug: 'trek-ready-everest-base-camp-prep',
    title: 'Trek Ready: Everest Base Camp Prep',
    trainer: 'anjali-thapa',
    training: 'trekking-and-mountain-fitness',
    category: 'beginner-programmes',
    weeks: 12,
    price: 3000,
    discount: { title: 'Trekking Season Offer', pct: 15 },
    featured: true,
    difficulty: 'Beginner',
    days: 4,
    style: 'trek',
    description: `<p>Twelve days of walking, often six or seven hours a day, with the air thinning above Namche: Everest Base Camp rewards legs and lungs that have been prepared. This programme builds both over twelve weeks with four sessions a week: two strength days for legs, hips and core, one stair or hill interval day and a long weekend hike with a loaded pack.</p>
<p>The weekend hikes grow from two hours to five or six, and your pack from 5 kg to the weight you will really carry. Around Kathmandu, Shivapuri, Chandragiri, Nagarjun and Champadevi are all perfect; the notes suggest routes for Pokhara and the Terai too.</p>`,
    requirement: 'A gym or a set of dumbbells, a daypack, good walking shoes and access to stairs or hills.',
    whoFor: 'Trekkers preparing for Everest Base Camp, the Annapurna Circuit, Manaslu or any multi-day trek.',
    inside: [
      '48 sessions over 12 weeks',
      'Loaded hike progression from 2 to 6 hours',
      'Leg and core strength for long descents',
      'Stair interval workouts you can do in any building',
      'Packing weight guide and altitude tips',
    ],
  },
  {
    slug: 'home-fat-loss-no-gym-needed',
    title: 'Home Fat Loss: No Gym Needed',
    trainer: 'pooja-rai',
    training: 'home-workouts',
    category: 'beginner-programmes',
    weeks: 6,
    price: 1500,
    featured: true,
    difficulty: 'Beginner',
    days: 4,
    style: 'home',
    description: `<p>Four workouts a week, 25 to 35 minutes each, with nothing more than a mat, a pair of dumbbells and a chair. Pooja wrote this plan for busy parents and office workers who cannot get to a gym but want to lose fat and feel stronger.</p>
<p>Each session mixes strength moves with short circuits that raise your heart rate without jumping, so it works in a flat with neighbours below. A daily step target and simple food rules (protein at every meal, half the plate vegetables, rice in a fist-sized portion) do the rest.</p>`,
    requirement: 'An exercise mat, one pair of dumbbells (3 to 10 kg) and a sturdy chair.',
    whoFor: 'Beginners who train at home, especially parents and office workers short on time.',
    inside: [
      '24 home workouts of 25 to 35 minutes',
      'No-jump options for every exercise',
      'Daily step targets that rise each week',
      'Simple Nepali plate guide for fat loss',
      'Weekly check-in sheet',
    ],
  },
  {
    slug: 'intermediate-powerlifting-peaking-10-weeks',
    title: 'Intermediate Powerlifting Peaking: 10 Weeks',
    trainer: 'bikash-gurung',
    training: 'meet-preparation',
    category: 'intermediate-programmes',
    weeks: 10,
    price: 4500,
    discount: { title: 'Dashain Offer', pct: 20 },
    difficulty: 'Intermediate',
    days: 4,
    style: 'powerlifting',
    description: `<p>A ten-week run-in to a powerlifting meet or a max-test day. The first block builds volume on the competition lifts and close variations, the second sharpens intensity with heavy singles at RPE 8, and the final two weeks taper so you arrive fresh.</p>
<p>Bikash used this exact structure with his lifters at the last three national championships. The notes cover attempt selection, warm-up timing in the back room and what to eat on the day of weigh-ins.</p>`,
    requirement:
      'Two years of consistent barbell training, a competition-standard bench and a known one-rep max on each lift.',
    whoFor:
      'Intermediate powerlifters preparing for a meet, and lifters who want to test their maxes properly.',
    inside: [
      '40 sessions over 10 weeks',
      'Competition-specific variations: paused squats and bench',
      'Heavy single progression at RPE 7 to 9',
      'Two-week taper and meet-day plan',
      'Attempt selection calculator',
    ],
  },
  {
    slug: 'beginner-muscle-building-full-body',
    title: 'Beginner Muscle Building: Full Body',
    trainer: 'suman-shrestha',
    training: 'bodybuilding',
    category: 'beginner-programmes',
    weeks: 8,
    price: 2200,
    difficulty: 'Beginner',
    days: 3,
    style: 'fullbody',
    description: `<p>Three full-body sessions a week is the fastest way for a new lifter to build muscle. Each workout trains legs, chest, back and shoulders with a few well-chosen exercises, so you practise every movement often and add weight nearly every week.</p>
<p>Suman keeps the exercise list short and explains how hard each set should feel, which is where most beginners go wrong. By the end of eight weeks you will have a solid base and the habits to move on to a split routine.</p>`,
    requirement: 'Any gym with dumbbells, a barbell and a cable machine.',
    whoFor: 'Beginners who want to build muscle and improve their physique.',
    inside: [
      '24 full-body sessions',
      'Simple double progression on every exercise',
      'How hard is hard enough: effort guide',
      'Warm-up routine for every session',
      'Protein and sleep basics for muscle gain',
    ],
  },
  {
    slug: 'nepali-vegetarian-cut-8-weeks',
    title: 'Nepali Vegetarian Cut: 8 Weeks',
    trainer: 'ramesh-tamang',
    training: 'vegetarian-nutrition',
    category: 'vegetarian-nepali-diet',
    weeks: 8,
    price: 2500,
    discount: { title: 'Dashain Offer', pct: 15 },
    featured: true,
    difficulty: 'Beginner',
    days: 4,
    style: 'diet-veg-cut',
    description: `<p>Losing fat as a vegetarian in Nepal usually means too much rice and too little protein. This plan fixes both without asking you to give up dal bhat. Each day hits around 100 to 130 g of protein from dal, chana, rajma, paneer, curd, milk, soya chunks and a scoop of whey if you use it.</p>
<p>Calories start at about 1,900 a day and come down gently every two weeks. Meals are given in bowls, katoris and spoons, with gram weights for those who use a scale, and there are swaps for fasting days and festival weeks.</p>`,
    requirement: 'A normal Nepali kitchen. A kitchen scale helps but is not required.',
    whoFor: 'Vegetarians who want to lose fat while keeping their strength and muscle.',
    inside: [
      'Meal plans for training and rest days',
      'Calories and protein, carbs and fat for every meal',
      'Vegetarian protein table of Nepali foods',
      'Fasting-day and festival swaps',
      'Weekly shopping list',
    ],
  },
  {
    slug: 'advanced-conjugate-powerlifting',
    title: 'Advanced Conjugate Powerlifting',
    trainer: 'bikash-gurung',
    training: 'raw-powerlifting',
    category: 'advanced-programmes',
    weeks: 16,
    price: 7500,
    difficulty: 'Advanced',
    days: 4,
    style: 'powerlifting',
    description: `<p>Sixteen weeks of conjugate-style training for experienced lifters: two max-effort days where you work up to a heavy single on a rotating variation, and two dynamic-effort days with fast sets at 50 to 60 percent. Heavy accessory work targets the muscles that limit your lifts.</p>
<p>Variations rotate every one to three weeks to keep you progressing without burning out. Bikash explains how to choose your variations based on where your lifts fail, so the programme adapts to you.</p>`,
    requirement:
      'At least three years of serious barbell training, access to a full powerlifting gym, bands or chains are a bonus.',
    whoFor: 'Advanced powerlifters who have stalled on linear or block programmes.',
    inside: [
      '64 sessions over 16 weeks',
      'Max-effort variation rotation guide',
      'Dynamic-effort wave percentages',
      'Weak-point accessory menu',
      'Fatigue management and deload rules',
    ],
  },
  {
    slug: 'athletic-performance-football-and-futsal',
    title: 'Athletic Performance: Football & Futsal',
    trainer: 'anjali-thapa',
    training: 'sports-performance',
    category: 'intermediate-programmes',
    weeks: 10,
    price: 3800,
    difficulty: 'Intermediate',
    days: 4,
    style: 'athletic',
    description: `<p>Faster first steps, harder shots and fewer hamstring pulls. This ten-week pre-season programme combines strength, jumps, sprints and change-of-direction work in four sessions a week that fit around team training.</p>
<p>Anjali built it with players from Kathmandu's A Division clubs. It includes a testing week at the start and end (10 m sprint, broad jump and a repeated sprint test), so you can measure your progress.</p>`,
    requirement: 'A gym with a barbell and dumbbells, plus a field or futsal court for speed sessions.',
    whoFor: 'Football and futsal players, and athletes from other field sports.',
    inside: [
      '40 sessions over 10 weeks',
      'Sprint and agility drills with cones',
      'Jump and plyometric progression',
      'Hamstring and groin injury prevention',
      'Start and end testing protocol',
    ],
  },
  {
    slug: '8-week-fat-loss-circuit',
    title: '8-Week Fat Loss Circuit',
    trainer: 'pooja-rai',
    training: 'fat-loss',
    category: 'intermediate-programmes',
    weeks: 8,
    price: 2800,
    discount: { title: 'Dashain Offer', pct: 25 },
    difficulty: 'Intermediate',
    days: 4,
    style: 'circuit',
    description: `<p>Strength first, sweat second. Each session starts with two heavy lifts to keep your muscle while you diet, then finishes with a 15 to 20 minute circuit of kettlebell swings, rows, carries and bike intervals.</p>
<p>The circuits get denser every week: more rounds in the same time, or the same rounds with less rest. Combined with the step targets and the simple eating guide, most people lose 3 to 6 kg of fat over the eight weeks.</p>`,
    requirement: 'A gym with dumbbells, kettlebells and a bike or rower. Comfortable with basic lifts.',
    whoFor: 'People with some training experience who want to lose fat and get fitter.',
    inside: [
      '32 sessions over 8 weeks',
      'Strength blocks to keep muscle on a diet',
      'Progressive conditioning circuits',
      'Daily step targets',
      'Fat loss eating guide',
    ],
  },
  {
    slug: 'dal-bhat-lean-bulk-12-weeks',
    title: 'Dal Bhat Lean Bulk: 12 Weeks',
    trainer: 'ramesh-tamang',
    training: 'nutrition',
    category: 'muscle-gain-diets',
    weeks: 12,
    price: 3000,
    difficulty: 'Intermediate',
    days: 4,
    style: 'diet-bulk',
    description: `<p>Gain muscle, not just weight. This plan adds calories slowly, about 150 a day every three weeks, so the scale rises by 0.25 to 0.5 kg a week and most of it is muscle. Meals are built on dal bhat, eggs, chicken, milk, curd and seasonal tarkari.</p>
<p>Each day gives you four to six meals with calories and macros. Ramesh includes quick options for hostel students and people who eat at office canteens, and shows you how to adjust when your weight stalls.</p>`,
    requirement: 'A normal kitchen and a bathroom scale to weigh yourself each week.',
    whoFor: 'Lifters who struggle to gain weight, and anyone on a muscle-building programme.',
    inside: [
      'Meal plans for training and rest days',
      'Calories rising gently every three weeks',
      'Canteen and hostel meal options',
      'How to adjust when weight stalls',
      'Shopping list and budget tips',
    ],
  },
  {
    slug: 'bench-press-specialisation-6-weeks',
    title: 'Bench Press Specialisation: 6 Weeks',
    trainer: 'bikash-gurung',
    training: 'raw-powerlifting',
    category: 'intermediate-programmes',
    weeks: 6,
    price: 1800,
    difficulty: 'Intermediate',
    days: 4,
    style: 'bench',
    description: `<p>Bench four times a week for six weeks. A heavy day, a volume day, a paused day and a light technique day, with triceps, upper back and shoulder work to support them. Squat and deadlift drop to maintenance so you can recover.</p>
<p>Most lifters who finish the block add 5 to 10 kg to their bench. The notes cover setup, leg drive, a legal pause and how to keep your shoulders healthy.</p>`,
    requirement: 'A bench, barbell and plates; a year or more of consistent bench pressing.',
    whoFor: 'Lifters whose bench has stalled, and powerlifters before a meet.',
    inside: [
      '24 sessions over 6 weeks',
      'Four bench variations, one per day',
      'Setup and leg drive guide',
      'Shoulder care routine',
      'Retest protocol in week 6',
    ],
  },
  {
    slug: 'mobility-for-lifters-hips-spine-shoulders',
    title: 'Mobility for Lifters: Hips, Spine, Shoulders',
    trainer: 'nisha-magar',
    training: 'mobility',
    category: 'beginner-programmes',
    weeks: 4,
    price: 1500,
    difficulty: 'Beginner',
    days: 3,
    style: 'mobility',
    description: `<p>Tight hips in the squat, a rounded back in the deadlift, shoulders that ache on the bench: most lifters know the feeling. Three 25-minute sessions a week target the hips, thoracic spine and shoulders, the joints that limit lifting the most.</p>
<p>Nisha uses loaded stretches, controlled joint rotations and breathing drills, and every movement has an easier and harder version. Do it on your rest days or after training.</p>`,
    requirement: 'A mat, a resistance band and a light dumbbell or kettlebell.',
    whoFor: 'Lifters of any level who feel stiff, and anyone who sits at a desk all day.',
    inside: [
      '12 mobility sessions of 25 minutes',
      'Hip, spine and shoulder assessments',
      'Easier and harder version of every drill',
      'Breathing and bracing drills',
      'A 5-minute daily routine for busy days',
    ],
  },
  {
    slug: 'strong-and-lean-for-women',
    title: 'Strong & Lean for Women',
    trainer: 'pooja-rai',
    training: 'fat-loss',
    category: 'beginner-programmes',
    weeks: 10,
    price: 3500,
    difficulty: 'Beginner',
    days: 4,
    style: 'fatloss-strength',
    description: `<p>Lifting weights will not make you bulky; it will make you strong, firm and more confident. This ten-week plan teaches women new to the gym how to squat, hinge, push and pull safely, with four sessions a week that alternate lower body and upper body.</p>
<p>Pooja adds short conditioning finishers and a step target, and includes notes on training through your menstrual cycle, after festivals and on weeks when life gets busy.</p>`,
    requirement: 'A gym with dumbbells, a barbell and cable machines.',
    whoFor: 'Women new to weight training who want to lose fat and gain strength.',
    inside: [
      '40 sessions over 10 weeks',
      'Lower and upper body split',
      'Notes on training through your cycle',
      'Conditioning finishers',
      'Progress photos and measurements guide',
    ],
  },
  {
    slug: 'fat-loss-meal-plan-kathmandu-office-worker',
    title: 'Fat Loss Meal Plan: Kathmandu Office Worker',
    trainer: 'ramesh-tamang',
    training: 'fat-loss',
    category: 'weight-loss-diets',
    weeks: 8,
    price: 2200,
    difficulty: 'Beginner',
    days: 5,
    style: 'diet-cut',
    description: `<p>Long commutes, office tea with biscuits and a late dinner: a typical Kathmandu workday is hard on the waistline. This plan works with that day rather than against it, with a packable lunch, a smart afternoon snack and a lighter dinner that still includes dal bhat.</p>
<p>Calories start around 1,800 a day for most people and fall gently. Each meal lists calories and macros, with canteen swaps for days you cannot pack food.</p>`,
    requirement: 'A lunch box and a few minutes each morning to pack food.',
    whoFor: 'Office workers who sit most of the day and want to lose weight steadily.',
    inside: [
      'Five meal-plan days a week with weekend guidance',
      'Packable lunches and office snacks',
      'Canteen and momo-day swaps',
      'Calories and macros for every meal',
      'Step targets for desk workers',
    ],
  },
  {
    slug: 'classic-physique-contest-prep-16-weeks',
    title: 'Classic Physique Contest Prep: 16 Weeks',
    trainer: 'suman-shrestha',
    training: 'physique-competition',
    category: 'advanced-programmes',
    weeks: 16,
    price: 9000,
    difficulty: 'Advanced',
    days: 5,
    style: 'hypertrophy',
    description: `<p>The training half of Suman's contest prep system: five days a week, with volume kept high early in prep and adjusted as energy drops in the final weeks. Cardio is added gradually, and every week has a posing practice slot.</p>
<p>It pairs with the Contest Prep Diet template. The notes cover check-in photos, how to judge your condition, and the peak week schedule Suman used for his national title.</p>`,
    requirement: 'At least three years of serious training, a full gym and a show date about 16 weeks away.',
    whoFor: 'Classic physique, men’s physique and bikini competitors preparing for a show.',
    inside: [
      '80 sessions over 16 weeks',
      'Cardio progression through prep',
      'Weekly posing practice plan',
      'Peak week schedule',
      'Check-in and condition guide',
    ],
  },
  {
    slug: 'deadlift-200-8-week-pull-programme',
    title: 'Deadlift 200: 8-Week Pull Programme',
    trainer: 'bikash-gurung',
    training: 'powerlifting',
    category: 'advanced-programmes',
    weeks: 8,
    price: 3200,
    difficulty: 'Advanced',
    days: 4,
    style: 'deadlift',
    description: `<p>Built for lifters pulling 160 to 190 kg who want to cross 200. Two deadlift days a week, one heavy from the floor and one with deficit or paused pulls, plus hamstring, glute and upper back work that makes lockout feel easy.</p>
<p>Bikash explains how to find your best stance and grip, when to use straps and how to brace so your back stays neutral under heavy loads.</p>`,
    requirement: 'A current deadlift of at least 160 kg (or twice your bodyweight), a barbell and plates.',
    whoFor: 'Advanced lifters chasing a 200 kg deadlift.',
    inside: [
      '32 sessions over 8 weeks',
      'Two deadlift days with variations',
      'Posterior chain accessory plan',
      'Stance, grip and bracing guide',
      'Test day in week 8',
    ],
  },
  {
    slug: 'high-protein-vegetarian-muscle-gain',
    title: 'High-Protein Vegetarian Muscle Gain',
    trainer: 'ramesh-tamang',
    training: 'vegetarian-nutrition',
    category: 'vegetarian-nepali-diet',
    weeks: 10,
    price: 2800,
    difficulty: 'Intermediate',
    days: 4,
    style: 'diet-veg-bulk',
    description: `<p>Building muscle on a vegetarian diet is possible; it just takes planning. This plan reaches 120 to 150 g of protein a day from paneer, curd, milk, soya, dal, chana and whey, with enough rice, roti and chiura to fuel hard training.</p>
<p>Calories rise slowly across the ten weeks. Every meal shows calories and macros, and there are options for people who do not eat eggs or onion and garlic during fasting periods.</p>`,
    requirement: 'A kitchen, and the willingness to eat five times a day.',
    whoFor: 'Vegetarian lifters who want to gain muscle.',
    inside: [
      'Meal plans for training and rest days',
      'Protein targets met without meat or eggs',
      'Soya, paneer and dal recipes',
      'Fasting and festival options',
      'Monthly progress review guide',
    ],
  },
  {
    slug: 'hybrid-strength-and-conditioning',
    title: 'Hybrid Strength & Conditioning',
    trainer: 'anjali-thapa',
    training: 'strength-and-conditioning',
    category: 'advanced-programmes',
    weeks: 12,
    price: 6000,
    difficulty: 'Advanced',
    days: 5,
    style: 'hybrid',
    description: `<p>Strong and fit at the same time. Five sessions a week combine heavy barbell work with running, rowing and carries, arranged so the hard conditioning days do not ruin the heavy strength days.</p>
<p>Anjali tracks both sides: your squat, bench and deadlift, and your 5 km time and rowing intervals. Expect to improve both if you sleep, eat and follow the plan.</p>`,
    requirement: 'A full gym with a rower or bike, and somewhere safe to run.',
    whoFor: 'Experienced lifters who want better fitness, and endurance athletes who want to get strong.',
    inside: [
      '60 sessions over 12 weeks',
      'Concurrent training schedule',
      'Running and rowing intervals',
      'Strength tests and 5 km time trial',
      'Recovery and nutrition notes',
    ],
  },
  {
    slug: 'back-pain-reset-core-and-mobility',
    title: 'Back Pain Reset: Core & Mobility',
    trainer: 'nisha-magar',
    training: 'mobility',
    category: 'beginner-programmes',
    weeks: 6,
    price: 2000,
    difficulty: 'Beginner',
    days: 3,
    style: 'back',
    description: `<p>Most everyday back pain improves with the right movement. This six-week plan starts with gentle core control and hip mobility, then adds hinges, carries and loaded bridges so your back gets strong, not just less sore.</p>
<p>Nisha explains which kinds of pain are fine to train through and which need a doctor, and gives you a simple scale to adjust each session to how you feel that day.</p>`,
    requirement:
      'A mat, a resistance band and a light kettlebell or dumbbell. Medical clearance if your pain came from an accident or comes with numbness.',
    whoFor: 'People with non-specific lower back pain, and lifters returning after a back tweak.',
    inside: [
      '18 sessions of 30 minutes',
      'Pain-guided progression scale',
      'Core control and hip mobility drills',
      'Return-to-lifting steps',
      'Desk posture and sleeping tips',
    ],
  },
  {
    slug: 'arms-and-shoulders-specialisation',
    title: 'Arms & Shoulders Specialisation',
    trainer: 'suman-shrestha',
    training: 'hypertrophy',
    category: 'intermediate-programmes',
    weeks: 6,
    price: 1600,
    discount: { title: 'New Year 2083 Offer', pct: 10 },
    difficulty: 'Intermediate',
    days: 4,
    style: 'arms',
    description: `<p>Six weeks to bring up your arms and shoulders. Extra sets for biceps, triceps and all three heads of the delts are spread across four sessions, while the rest of the body trains at maintenance volume.</p>
<p>Suman uses supersets, slow eccentrics and partial reps at the end of sets to get the most from short sessions. Measure your arms before and after.</p>`,
    requirement: 'A gym with cables and dumbbells; a year or more of training.',
    whoFor: 'Intermediate lifters whose arms and shoulders lag behind.',
    inside: [
      '24 sessions over 6 weeks',
      'Arm and delt specialisation volume',
      'Superset and intensity technique guide',
      'Maintenance plan for other muscles',
      'Measurement tracking sheet',
    ],
  },
  {
    slug: 'contest-prep-diet-16-weeks',
    title: 'Contest Prep Diet: 16 Weeks',
    trainer: 'suman-shrestha',
    training: 'physique-competition',
    category: 'weight-loss-diets',
    weeks: 16,
    price: 6500,
    difficulty: 'Advanced',
    days: 5,
    style: 'diet-contest',
    description: `<p>The nutrition half of Suman's contest prep: a 16-week diet that starts at a moderate deficit and tightens every two to three weeks, with refeed days to keep training quality high. Protein stays high throughout.</p>
<p>Meals use food you can buy in any Nepali town, from chicken and eggs to rice, oats and saag. The last two weeks cover the water, sodium and carbohydrate plan for peak week.</p>`,
    requirement: 'A kitchen scale and the discipline to weigh food for 16 weeks.',
    whoFor: 'Physique competitors preparing for a show.',
    inside: [
      'Meal plans for training, rest and refeed days',
      'Calorie steps every two to three weeks',
      'Peak week plan',
      'Eating out and travel options',
      'Post-show reverse diet',
    ],
  },
  {
    slug: 'yoga-flow-for-strength-athletes',
    title: 'Yoga Flow for Strength Athletes',
    trainer: 'nisha-magar',
    training: 'yoga-for-lifters',
    category: 'intermediate-programmes',
    weeks: 8,
    price: 2400,
    difficulty: 'Intermediate',
    days: 4,
    style: 'yoga',
    description: `<p>Yoga and lifting work well together. Four flows a week, 30 to 40 minutes each, open your hips, hamstrings and shoulders and teach you to breathe under effort, which carries straight into your squat and deadlift.</p>
<p>The flows grow longer and more demanding across the eight weeks, and each has a short version for busy days. Nisha cues every pose for stiff lifters rather than flexible dancers.</p>`,
    requirement: 'A yoga mat, two blocks (or thick books) and a strap or belt.',
    whoFor: 'Lifters and athletes who want better mobility, balance and recovery.',
    inside: [
      '32 flows over 8 weeks',
      'Short versions for busy days',
      'Breathing drills for bracing',
      'Pose modifications for stiff lifters',
      'Recovery flow for after heavy days',
    ],
  },
  {
    slug: 'festival-season-fat-loss-diet-6-weeks',
    title: 'Festival Season Fat Loss Diet: 6 Weeks',
    trainer: 'pooja-rai',
    training: 'fat-loss',
    category: 'weight-loss-diets',
    weeks: 6,
    price: 1800,
    difficulty: 'Beginner',
    days: 3,
    style: 'diet-festival',
    description: `<p>Dashain, Tihar and wedding season do not have to undo your progress. This six-week plan keeps you in a small deficit on normal days so you can enjoy sel roti, meat and sweets on festival days without guilt.</p>
<p>Pooja includes portion guides for common festival food, a plan for the day after a feast, and light meal days that keep your weekly calories on track.</p>`,
    requirement: 'None beyond a normal kitchen.',
    whoFor: 'Anyone who wants to lose fat or hold their weight through the festival season.',
    inside: [
      'Normal, feast and light day meal plans',
      'Festival food portion guide',
      'Day-after-feast plan',
      'Weekly calorie balancing',
      'Family meal tips',
    ],
  },
];

const ACTIVITY_COLUMNS = {
  template_id: 'uuid',
  week: 'integer',
  day: 'integer',
  position: 'integer',
  movement: 'text',
  intensity: 'text',
  sets: 'text',
  reps: 'text',
  tempo: 'text',
  rest: 'text',
  note: 'text',
} as const;

/** Inserts the templates and, for those inserted now, their weekly schedules. */
export async function seedTemplates(
  db: Db,
  ids: CategoryIds,
  trainers: IdsBySlug,
  now: Date,
): Promise<IdsBySlug> {
  const rnd = seededRandom('templates');
  const inserted = await db
    .insert(templates)
    .values(
      TEMPLATES.map((t, i) => {
        const createdAt = spreadDate(now, i, TEMPLATES.length, 540, rnd);
        return {
          slug: t.slug,
          title: t.title,
          cover: imagePath('templates', t.slug),
          price: t.price * 100,
          discountActive: !!t.discount,
          discountTitle: t.discount?.title ?? null,
          discountPercentage: t.discount?.pct ?? 0,
          weeks: t.weeks,
          trainingCategoryId: ids.training.get(t.training)!,
          templateCategoryId: ids.template.get(t.category)!,
          trainerId: trainers.get(t.trainer)!,
          featured: !!t.featured,
          detail: {
            program_description: t.description,
            requirement: t.requirement,
            difficulty: t.difficulty,
            who_is_it_for: t.whoFor,
            lifting_frequency: t.style.startsWith('diet')
              ? `${t.days} meal-plan days a week`
              : `${t.days} days a week`,
            disclaimer: t.style.startsWith('diet') ? DIET_DISCLAIMER : WORKOUT_DISCLAIMER,
          },
          whatsInside: t.inside,
          // Older templates have sold more; featured ones sell faster.
          soldCount: Math.round((TEMPLATES.length - i) * 9 * (t.featured ? 2 : 1) + rnd.int(0, 60)),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: templates.id, slug: templates.slug });
  const activities = inserted.flatMap((row) => {
    const t = TEMPLATES.find((x) => x.slug === row.slug)!;
    return buildSchedule(t.slug, t.style, t.weeks, t.days, t.difficulty).map((a) => ({
      template_id: row.id,
      ...a,
    }));
  });
  await bulkInsert(db, 'template_day_activities', ACTIVITY_COLUMNS, activities);
  const all = await db.select({ id: templates.id, slug: templates.slug }).from(templates);
  return new Map(all.filter((r) => TEMPLATES.some((t) => t.slug === r.slug)).map((r) => [r.slug, r.id]));
}
