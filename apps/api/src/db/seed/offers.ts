import { inArray } from 'drizzle-orm';
import type { OfferKind } from '@oxstrength/shared/constants';
import type { Db } from '../client';
import { offers } from '../schema/offers';

const DAY = 24 * 60 * 60 * 1000;

interface SeedOffer {
  slug: string;
  title: string;
  info: string;
  link: string;
  validOn: OfferKind;
  status?: 'active' | 'inactive';
  position: number;
  /** Days from the seed time; omitted means no limit. */
  startsInDays?: number;
  endsInDays?: number;
}

/** Banners shown per kind; covers are the SVGs in apps/web/public/images/offers/. */
const OFFERS: SeedOffer[] = [
  {
    slug: 'dashain-strength-sale',
    title: 'Dashain Strength Sale',
    info: 'Up to 25% off training templates, coaching plans and supplements this festive season. Prices in NPR include all taxes.',
    link: '/template',
    validOn: 'all',
    position: 1,
  },
  {
    slug: 'free-delivery-inside-nepal',
    title: 'Free delivery inside Nepal',
    info: 'Every Ox Shop order reaches your door within one week, from Jhapa to Kanchanpur, with no delivery charge.',
    link: '/shop',
    validOn: 'all',
    position: 2,
  },
  {
    slug: 'whey-protein-15-off',
    title: 'Whey Protein: 15% off this week',
    info: 'All whey protein tubs and sachets are 15% off for seven days. Stock up before your next training block.',
    link: '/shop',
    validOn: 'product',
    position: 1,
    startsInDays: -1,
    endsInDays: 7,
  },
  {
    slug: 'lifting-belts-and-straps',
    title: 'Lifting belts and straps from Rs. 1,499',
    info: 'Leather lever belts, nylon belts and cotton lifting straps for deadlift day, delivered anywhere in Nepal.',
    link: '/shop',
    validOn: 'product',
    position: 2,
  },
  {
    slug: 'creatine-buy-two',
    title: 'Creatine: buy 2, save Rs. 500',
    info: 'Add two tubs of creatine monohydrate to your cart and Rs. 500 comes off your order total.',
    link: '/shop',
    validOn: 'product',
    position: 3,
  },
  {
    slug: 'new-year-2083-template-bundle',
    title: 'New Year 2083 Template Bundle',
    info: 'Start Baisakh strong: any three training templates for the price of two, each with a weekly schedule and video demos.',
    link: '/template',
    validOn: 'template',
    position: 1,
  },
  {
    slug: 'beginner-powerlifting-template',
    title: 'Beginner Powerlifting Template at Rs. 999',
    info: 'Twelve weeks of squat, bench and deadlift progressions written for lifters in their first year under the bar.',
    link: '/template',
    validOn: 'template',
    position: 2,
  },
  {
    slug: 'free-consultation-with-coaching',
    title: 'Free consultation call with every coaching plan',
    info: 'Book any 4, 12 or 24 weeks coaching plan and get a half-hour video call with your trainer before you start.',
    link: '/coaching',
    validOn: 'coaching',
    position: 1,
  },
  {
    slug: 'twelve-weeks-coaching-20-off',
    title: '12 Weeks Coaching: first month 20% off',
    info: 'One-to-one online coaching with weekly check-ins, form reviews and a diet plan built around dal bhat.',
    link: '/coaching',
    validOn: 'coaching',
    position: 2,
  },
  {
    slug: 'half-hour-consultation',
    title: 'Half Hour Plan consultation: Rs. 1,500',
    info: 'Thirty minutes with a certified trainer to fix your technique, plan your meet or set up your home gym.',
    link: '/consultation',
    validOn: 'consultation',
    position: 1,
  },
  {
    slug: 'meet-our-trainers',
    title: 'Meet our trainers: book a form check',
    info: 'Send a video of your squat, bench or deadlift and talk it through with an OxStrength trainer.',
    link: '/trainers',
    validOn: 'consultation',
    position: 2,
  },
  {
    slug: 'tihar-gift-a-template',
    title: 'Tihar: gift a template to your family',
    info: 'Send a training template to a brother or sister for Bhai Tika; they receive it by email with your message.',
    link: '/template',
    validOn: 'all',
    status: 'inactive',
    position: 3,
  },
  {
    slug: 'teej-fitness-week',
    title: 'Teej Fitness Week',
    info: '10% off all women’s coaching plans during Teej week.',
    link: '/coaching',
    validOn: 'coaching',
    position: 3,
    startsInDays: -17,
    endsInDays: -10,
  },
];

/** Idempotent: inserts the offers whose titles are not there yet. */
export async function seedOffers(db: Db, now = new Date()) {
  const existing = await db
    .select({ title: offers.title })
    .from(offers)
    .where(
      inArray(
        offers.title,
        OFFERS.map((o) => o.title),
      ),
    );
  const have = new Set(existing.map((o) => o.title));
  const missing = OFFERS.filter((o) => !have.has(o.title));
  if (!missing.length) return;
  const at = (days?: number) => (days == null ? null : new Date(now.getTime() + days * DAY));
  await db.insert(offers).values(
    missing.map((o) => ({
      title: o.title,
      info: o.info,
      cover: `/images/offers/${o.slug}.svg`,
      link: o.link,
      validOn: o.validOn,
      status: o.status ?? 'active',
      position: o.position,
      startsAt: at(o.startsInDays),
      endsAt: at(o.endsInDays),
    })),
  );
}

export const SEEDED_OFFER_SLUGS = OFFERS.map((o) => o.slug);
