import { inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { coachingAchievements, personalAchievements, trainerProfiles } from '../../schema/trainers';
import { users } from '../../schema/users';
import { demoSignIn, insertDemoUser } from '../demo-users';
import type { IdsBySlug } from './categories';
import { imagePath } from './images/paths';

interface TrainerSeed {
  slug: string;
  name: string;
  /** Stored form: +977 and the ten digits (decision 016). */
  mobile: string;
  designation: string;
  /** A training category slug. */
  category: string;
  area: string;
  district: string;
  social: { facebook: string; twitter: string; instagram: string; tiktok: string };
  /** A one-line summary (users.about); the profile page shows aboutHtml. */
  summary: string;
  aboutHtml: string;
  achievements: { achievement: string; year: number; venue: string; subs: string[] }[];
  coached: { slug: string; name: string; designation: string; achievements: string[]; pic: boolean }[];
}

const social = (handle: string) => ({
  facebook: `https://www.facebook.com/${handle}`,
  twitter: `https://twitter.com/${handle}`,
  instagram: `https://www.instagram.com/${handle}`,
  tiktok: `https://www.tiktok.com/@${handle}`,
});

/** The six trainers, in the order the trainers page lists them. Bikash Gurung is the demo trainer account. */
export const TRAINERS: TrainerSeed[] = [
  {
    slug: 'bikash-gurung',
    name: 'Bikash Gurung',
    mobile: '+9779841000002',
    designation: 'Head Powerlifting Coach',
    category: 'powerlifting',
    area: 'Lakeside',
    district: 'Kaski',
    social: social('bikash.lifts'),
    summary: 'Head powerlifting coach from Pokhara, national champion in the 83 kg class.',
    aboutHtml: `<p>Bikash grew up in Pokhara carrying loads up to the family's fields above Sarangkot, and found the barbell at twenty in a small basement gym on Lakeside. Eight years and three national titles later, he runs OxStrength's powerlifting team and writes most of our strength templates.</p>
<p>His coaching is built on simple, repeatable technique: a squat that hits depth every time, a bench press with a legal pause and a deadlift that does not round under fatigue. He programmes in blocks with planned deloads, and he would rather you finish a cycle healthy than chase a number on a bad day.</p>
<p>Bikash has coached more than 150 lifters online, from first-time gym members in Butwal to athletes on the national team. He holds a Level 2 strength coaching certificate and is a referee for the Nepal Powerlifting Association.</p>`,
    achievements: [
      {
        achievement: 'National Classic Powerlifting Championship, 83 kg: Gold',
        year: 2023,
        venue: 'Dasharath Stadium, Kathmandu',
        subs: ['Squat 235 kg', 'Bench press 150 kg', 'Deadlift 280 kg', 'Best lifter of the meet'],
      },
      {
        achievement: 'South Asian Powerlifting Championship, 83 kg: Silver',
        year: 2024,
        venue: 'Dhaka, Bangladesh',
        subs: ['Total 675 kg', 'Deadlift bronze medal'],
      },
      {
        achievement: 'National Classic Powerlifting Championship, 83 kg: Gold',
        year: 2022,
        venue: 'Pokhara Rangasala',
        subs: ['Total 650 kg', 'National deadlift record at the time'],
      },
      {
        achievement: 'Asian Classic Powerlifting Championship: Sixth place',
        year: 2025,
        venue: 'Almaty, Kazakhstan',
        subs: ['Highest placing by a Nepali lifter in the class', 'Total 690 kg'],
      },
      {
        achievement: 'Nepal Powerlifting Association national referee licence',
        year: 2021,
        venue: 'Kathmandu',
        subs: ['Has refereed at six national meets'],
      },
    ],
    coached: [
      {
        slug: 'sabin-thapa-magar',
        name: 'Sabin Thapa Magar',
        designation: 'National team lifter, 74 kg',
        achievements: [
          'National champion 2025',
          'Deadlift 250 kg at 74 kg bodyweight',
          'Went from a 120 kg deadlift in 18 months',
        ],
        pic: true,
      },
      {
        slug: 'rekha-gurung',
        name: 'Rekha Gurung',
        designation: 'Classic lifter, 63 kg',
        achievements: [
          'First woman from Kaski to total 350 kg',
          'Gold at the Gandaki Provincial Championship 2024',
        ],
        pic: true,
      },
      {
        slug: 'pradeep-shrestha',
        name: 'Pradeep Shrestha',
        designation: 'Masters lifter, 45+',
        achievements: ['Masters national champion at 48', 'Squat 200 kg after two years of training'],
        pic: false,
      },
    ],
  },
  {
    slug: 'anjali-thapa',
    name: 'Anjali Thapa',
    mobile: '+9779841000102',
    designation: 'Strength & Conditioning Coach',
    category: 'strength-and-conditioning',
    area: 'Jhamsikhel',
    district: 'Lalitpur',
    social: social('anjali.conditioning'),
    summary: 'Strength and conditioning coach for footballers, runners and trekkers, based in Lalitpur.',
    aboutHtml: `<p>Anjali coaches athletes who need strength to do something else well: futsal players who want to stay healthy through a season, runners preparing for the Kathmandu Marathon and trekkers getting ready for Everest Base Camp or the Annapurna Circuit.</p>
<p>She studied sports science in Bengaluru and worked with a club in the Martyr's Memorial A Division League before joining OxStrength. Her programmes mix heavy basics with jumps, sprints and carries, and she tests progress every four weeks so you can see what is changing.</p>
<p>Anjali is patient with beginners. Many of her clients had never touched a barbell, and her first month is about learning the movements and building a habit, not about how much weight is on the bar.</p>`,
    achievements: [
      {
        achievement: 'Strength coach, A Division football club',
        year: 2022,
        venue: 'Kathmandu',
        subs: [
          'Cut soft-tissue injuries by a third over the season',
          'Ran pre-season testing for 28 players',
        ],
      },
      {
        achievement: 'Kathmandu Marathon, women: Ninth place',
        year: 2023,
        venue: 'Kathmandu',
        subs: ['Finished in 3 hours 21 minutes'],
      },
      {
        achievement: 'B.Sc. in Sports Science',
        year: 2019,
        venue: 'Bengaluru, India',
        subs: ['Thesis on jump training for female footballers'],
      },
      {
        achievement: 'Certified Strength and Conditioning Specialist',
        year: 2021,
        venue: 'Online examination',
        subs: ['Renewed in 2024'],
      },
    ],
    coached: [
      {
        slug: 'rabin-maharjan',
        name: 'Rabin Maharjan',
        designation: 'Futsal player, Lalitpur',
        achievements: ['Played a full season without missing a match', 'Vertical jump up by 9 cm'],
        pic: true,
      },
      {
        slug: 'sangita-lama',
        name: 'Sangita Lama',
        designation: 'Trekker and teacher',
        achievements: ['Reached Everest Base Camp at 52', 'Walked the Annapurna Circuit without knee pain'],
        pic: true,
      },
    ],
  },
  {
    slug: 'suman-shrestha',
    name: 'Suman Shrestha',
    mobile: '+9779841000103',
    designation: 'Bodybuilding & Physique Coach',
    category: 'bodybuilding',
    area: 'New Baneshwor',
    district: 'Kathmandu',
    social: social('suman.physique'),
    summary: 'Physique competitor and contest prep coach from Kathmandu.',
    aboutHtml: `<p>Suman has stepped on stage eleven times, from district shows in Bhaktapur to international classic physique contests, and has prepared more than forty athletes for their first show. He knows what a long diet feels like, and his clients say that shows in how he coaches.</p>
<p>His hypertrophy programmes are built on progressive overload with sensible volume: hard sets taken close to failure, tracked every week, with enough recovery to grow. For contest prep he adjusts food and cardio weekly from check-in photos and bodyweight trends.</p>
<p>Outside prep season Suman runs a small coaching group for people who simply want to build muscle and look better, with no stage in mind. Most of them train four or five days a week around office jobs.</p>`,
    achievements: [
      {
        achievement: 'National Bodybuilding Championship, Classic Physique: Gold',
        year: 2024,
        venue: 'Kathmandu',
        subs: ['Overall classic physique winner', 'Best poser award'],
      },
      {
        achievement: 'South Asian Bodybuilding Championship, Classic Physique: Bronze',
        year: 2025,
        venue: 'Thimphu, Bhutan',
        subs: ['First Nepali medal in the category'],
      },
      {
        achievement: 'Bagmati Province Bodybuilding Championship, 75 kg: Gold',
        year: 2021,
        venue: 'Bhaktapur',
        subs: ['Also placed second in men’s physique'],
      },
      {
        achievement: 'Sports nutrition certificate',
        year: 2020,
        venue: 'Online course',
        subs: ['Focus on contest preparation and peak week'],
      },
    ],
    coached: [
      {
        slug: 'aakash-karki',
        name: 'Aakash Karki',
        designation: 'Men’s physique competitor',
        achievements: ['Won his first provincial show in 2025', 'Lost 14 kg over a 20-week prep'],
        pic: true,
      },
      {
        slug: 'binita-shakya',
        name: 'Binita Shakya',
        designation: 'Bikini athlete',
        achievements: [
          'Top three at the national championship 2024',
          'Competed twice in one year without rebound weight gain',
        ],
        pic: true,
      },
      {
        slug: 'kamal-bista',
        name: 'Kamal Bista',
        designation: 'Office worker, Kathmandu',
        achievements: [
          'Gained 6 kg of lean mass in a year',
          'Trains four days a week around a full-time job',
        ],
        pic: false,
      },
      {
        slug: 'saroj-gautam',
        name: 'Saroj Gautam',
        designation: 'Classic physique competitor',
        achievements: ['National championship finalist 2025'],
        pic: false,
      },
    ],
  },
  {
    slug: 'pooja-rai',
    name: 'Pooja Rai',
    mobile: '+9779841000104',
    designation: 'Fat Loss & Lifestyle Coach',
    category: 'fat-loss',
    area: 'Bhanu Chowk',
    district: 'Sunsari',
    social: social('pooja.fitlife'),
    summary: 'Fat loss coach from Dharan who builds plans around real family life.',
    aboutHtml: `<p>Pooja started training after her second child and lost 18 kg over two years, without giving up rice or family meals. That experience shapes her coaching: fat loss plans you can follow in a Nepali home, through festivals, weddings and busy work weeks.</p>
<p>She coaches mostly women, many of them training at home with a pair of dumbbells and a mat. Her plans combine three or four short strength sessions a week, daily steps and a simple food structure built on dal, vegetables, rice in sensible portions and enough protein.</p>
<p>Pooja checks in weekly and cares more about habits than the scale: sleep, steps, protein and consistency. Her clients stay with her for a long time because the plans fit their lives.</p>`,
    achievements: [
      {
        achievement: 'Precision nutrition coaching certificate',
        year: 2021,
        venue: 'Online course',
        subs: ['Habit-based coaching method'],
      },
      {
        achievement: 'Dharan Fit Mums programme founder',
        year: 2022,
        venue: 'Dharan, Sunsari',
        subs: [
          'Over 300 women joined the free outdoor sessions',
          'Featured on a provincial radio health programme',
        ],
      },
      {
        achievement: 'Personal transformation: 18 kg fat loss',
        year: 2020,
        venue: 'Dharan',
        subs: ['Kept off for five years and counting'],
      },
    ],
    coached: [
      {
        slug: 'sarita-limbu',
        name: 'Sarita Limbu',
        designation: 'Nurse, Dharan',
        achievements: ['Lost 12 kg in 7 months while working night shifts', 'First chin-up at 38'],
        pic: true,
      },
      {
        slug: 'kopila-tamang',
        name: 'Kopila Tamang',
        designation: 'Bank officer, Biratnagar',
        achievements: ['Lost 9 kg and brought her blood sugar back into the normal range'],
        pic: false,
      },
    ],
  },
  {
    slug: 'ramesh-tamang',
    name: 'Ramesh Tamang',
    mobile: '+9779841000105',
    designation: 'Sports Nutritionist',
    category: 'nutrition',
    area: 'Boudha',
    district: 'Kathmandu',
    social: social('ramesh.eatsstrong'),
    summary: 'Sports nutritionist who writes diet plans around dal bhat and seasonal Nepali food.',
    aboutHtml: `<p>Ramesh is a nutritionist with a master's degree in food and nutrition from Tribhuvan University. He believes the best diet for a Nepali lifter is one built from the food already in the kitchen: dal, bhat, seasonal tarkari, gundruk, eggs, paneer, chicken and curd.</p>
<p>His diet templates give you calories and macros for every meal, with portions in bowls and spoons rather than grams where possible, so they work in a hostel or a joint family as well as in a flat with a kitchen scale. He has vegetarian versions of every plan.</p>
<p>Ramesh works with lifters, footballers and people managing weight or blood sugar. He refers anyone with a medical condition to their doctor and works alongside them.</p>`,
    achievements: [
      {
        achievement: 'M.Sc. in Food and Nutrition',
        year: 2018,
        venue: 'Tribhuvan University, Kirtipur',
        subs: ['Research on protein intake of Nepali university athletes'],
      },
      {
        achievement: 'Nutrition consultant, national youth football camp',
        year: 2023,
        venue: 'ANFA Complex, Satdobato',
        subs: ['Meal planning for 40 players over eight weeks'],
      },
      {
        achievement: 'Speaker, Nepal Sports Science Conference',
        year: 2024,
        venue: 'Kathmandu',
        subs: ['Talk: "Enough protein on a vegetarian Nepali diet"'],
      },
      {
        achievement: 'Author of the OxStrength Dal Bhat Protein Guide',
        year: 2025,
        venue: 'OxStrength',
        subs: ['Downloaded more than 5,000 times'],
      },
    ],
    coached: [
      {
        slug: 'dinesh-rai',
        name: 'Dinesh Rai',
        designation: 'Footballer, Jhapa',
        achievements: ['Gained 5 kg before the league season while staying vegetarian'],
        pic: true,
      },
      {
        slug: 'anita-sherpa',
        name: 'Anita Sherpa',
        designation: 'Powerlifter, 57 kg',
        achievements: [
          'Made weight for nationals without a crash diet',
          'Set a personal best total on meet day',
        ],
        pic: false,
      },
    ],
  },
  {
    slug: 'nisha-magar',
    name: 'Nisha Magar',
    mobile: '+9779841000106',
    designation: 'Mobility & Rehab Coach',
    category: 'mobility',
    area: 'Narayangadh',
    district: 'Chitwan',
    social: social('nisha.moves'),
    summary: 'Physiotherapist and mobility coach helping lifters train around aches and injuries.',
    aboutHtml: `<p>Nisha is a physiotherapist from Bharatpur who moved into coaching after seeing the same lifting injuries again and again in clinic: sore lower backs, cranky shoulders and knees that hurt on the stairs. Most of them, she found, improved with better loading rather than complete rest.</p>
<p>Her mobility templates are short and practical: fifteen to thirty minutes a day of joint work, breathing and yoga-based flows that fit before or after your normal training. Her consultations help you keep training while you recover from a niggle.</p>
<p>Nisha practised yoga long before she lifted, and teaches both with the same idea: move well, breathe, and add load gradually.</p>`,
    achievements: [
      {
        achievement: 'Bachelor of Physiotherapy',
        year: 2017,
        venue: 'Chitwan Medical College, Bharatpur',
        subs: ['Clinical placement in sports injury rehabilitation'],
      },
      {
        achievement: 'Registered yoga teacher, 500 hours',
        year: 2019,
        venue: 'Rishikesh, India',
        subs: ['Specialised in yoga for athletes'],
      },
      {
        achievement: 'Physiotherapist, national powerlifting team',
        year: 2024,
        venue: 'South Asian Championship, Dhaka',
        subs: ['Treated and warmed up 14 lifters over four days'],
      },
    ],
    coached: [
      {
        slug: 'hari-bhattarai',
        name: 'Hari Bhattarai',
        designation: 'Recreational lifter, Chitwan',
        achievements: ['Back to deadlifting 180 kg after a disc injury', 'Pain-free for two years'],
        pic: true,
      },
      {
        slug: 'mina-adhikari',
        name: 'Mina Adhikari',
        designation: 'Yoga teacher and lifter',
        achievements: ['Full overhead squat mobility in 10 weeks', 'Competed in her first powerlifting meet'],
        pic: false,
      },
      {
        slug: 'gopal-thapa',
        name: 'Gopal Thapa',
        designation: 'Retired army officer',
        achievements: ['Walks 10 km a day again after knee surgery'],
        pic: false,
      },
    ],
  },
];

export const trainerEmail = (slug: string) => `${slug.replace('-', '.')}@oxstrength.test`;

/** Inserts the trainers, their public profiles and achievements; returns trainer ids by slug. */
export async function seedTrainers(db: Db, categories: IdsBySlug, createdAt: Date): Promise<IdsBySlug> {
  const demo = demoSignIn('Trainer');
  const profileColumns = (t: TrainerSeed) => ({
    profilePic: imagePath('trainers', t.slug),
    designation: t.designation,
    about: t.summary,
    social: t.social,
    address: { country: 'Nepal', district: t.district, area: t.area },
    createdAt,
  });
  for (const t of TRAINERS.filter((t) => t.slug === demo.slug))
    await insertDemoUser(db, demo, profileColumns(t));
  await db
    .insert(users)
    .values(
      TRAINERS.filter((t) => t.slug !== demo.slug).map((t) => ({
        name: t.name,
        email: trainerEmail(t.slug),
        mobileNum: t.mobile,
        slug: t.slug,
        userType: 'Trainer' as const,
        emailVerifiedAt: createdAt,
        ...profileColumns(t),
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id, slug: users.slug })
    .from(users)
    .where(
      inArray(
        users.slug,
        TRAINERS.map((t) => t.slug),
      ),
    );
  const ids: IdsBySlug = new Map(rows.map((r) => [r.slug, r.id]));

  const inserted = await db
    .insert(trainerProfiles)
    .values(
      TRAINERS.map((t, position) => ({
        userId: ids.get(t.slug)!,
        trainingCategoryId: categories.get(t.category)!,
        isVerified: true,
        address: { area: t.area, district: t.district, country: 'Nepal' },
        aboutHtml: t.aboutHtml,
        position,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: trainerProfiles.userId });
  // Achievements belong to a profile: only trainers whose profile was created just now get them.
  const fresh = new Set(inserted.map((r) => r.userId));
  const newTrainers = TRAINERS.filter((t) => fresh.has(ids.get(t.slug)!));
  if (!newTrainers.length) return ids;
  await db.insert(personalAchievements).values(
    newTrainers.flatMap((t) =>
      t.achievements.map((a) => ({
        trainerId: ids.get(t.slug)!,
        achievement: a.achievement,
        year: a.year,
        venue: a.venue,
        subAchievements: a.subs,
      })),
    ),
  );
  await db.insert(coachingAchievements).values(
    newTrainers.flatMap((t) =>
      t.coached.map((c, position) => ({
        trainerId: ids.get(t.slug)!,
        name: c.name,
        profilePic: c.pic ? imagePath('people', c.slug) : null,
        designation: c.designation,
        achievements: c.achievements,
        position,
      })),
    ),
  );
  return ids;
}
