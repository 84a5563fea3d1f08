import { discountedPrice } from '@oxstrength/shared/pricing';
import type { Db } from '../../client';
import { productRates, products } from '../../schema/products';
import { productParentOf, type CategoryIds, type IdsBySlug } from './categories';
import { productImagePaths } from './images/paths';
import { seededRandom, spreadDate } from './seeded-random';

interface SizeSeed {
  size: string;
  servings?: string;
  /** Rupees. */
  price: number;
  stock: number;
}

export interface ProductSeed {
  slug: string;
  title: string;
  brand: string;
  /** The sub-category slug; the parent follows from it. */
  category: string;
  /** How many images (2 to 4): products/<slug>-1.svg ... */
  images: number;
  info: string;
  sizes: SizeSeed[];
  discount?: { title: string; pct: number };
}

const info = (paragraph: string, points: string[]) =>
  `<p>${paragraph}</p>\n<ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`;

/** S, M, L, XL at one price (XL a little more), with the stock of each. */
const apparel = (price: number, [s, m, l, xl]: [number, number, number, number]): SizeSeed[] => [
  { size: 'S', price, stock: s },
  { size: 'M', price, stock: m },
  { size: 'L', price, stock: l },
  { size: 'XL', price: price + 100, stock: xl },
];

const OX = 'Designed in Kathmandu by OxStrength and printed in Nepal.';

/** Oldest first: created_at is spread over the last 18 months in this order. */
export const PRODUCTS: ProductSeed[] = [
  // Apparel
  {
    slug: 'oxstrength-classic-logo-t-shirt',
    title: 'OxStrength Classic Logo T-Shirt',
    brand: 'oxstrength',
    category: 't-shirts',
    images: 3,
    info: info(
      `Our everyday training tee in 180 gsm combed cotton, with the OxStrength ox-head logo on the chest. ${OX}`,
      [
        '100% combed cotton, pre-shrunk',
        'Regular fit with room for the shoulders',
        'Screen-printed logo that survives hot washes',
      ],
    ),
    sizes: apparel(1499, [12, 30, 24, 8]),
  },
  {
    slug: 'oxstrength-dal-bhat-power-t-shirt',
    title: 'OxStrength "Dal Bhat Power" T-Shirt',
    brand: 'oxstrength',
    category: 't-shirts',
    images: 2,
    info: info(
      'The tee every Nepali lifter understands: "Dal Bhat Power, 24 Hour" across the back and a small ox on the front. Soft cotton for training or the tea shop afterwards.',
      ['100% cotton, 180 gsm', 'Back print in Devanagari and English', 'Unisex regular fit'],
    ),
    sizes: apparel(1599, [0, 18, 22, 5]),
  },
  {
    slug: 'oxstrength-oversized-pump-cover',
    title: 'OxStrength Oversized Pump Cover',
    brand: 'oxstrength',
    category: 't-shirts',
    images: 3,
    info: info(
      'A heavyweight, boxy tee with dropped shoulders, made to throw on over a stringer between sets or on the walk home from the gym.',
      ['240 gsm heavyweight cotton', 'Oversized fit: take your usual size', 'Tonal puff-print logo'],
    ),
    sizes: apparel(1899, [6, 14, 0, 3]),
    discount: { title: 'Winter Sale', pct: 15 },
  },
  {
    slug: 'oxstrength-dri-fit-training-tee',
    title: 'OxStrength Dri-Fit Training Tee',
    brand: 'oxstrength',
    category: 't-shirts',
    images: 2,
    info: info(
      'A light, quick-drying polyester tee for conditioning days, hot Terai summers and long runs. Flat seams stop rubbing under a backpack on the trail.',
      ['Moisture-wicking recycled polyester', 'Flat-lock seams', 'Reflective logo for evening runs'],
    ),
    sizes: apparel(1699, [9, 20, 16, 11]),
  },
  {
    slug: 'oxstrength-himalayan-strength-hoodie',
    title: 'OxStrength Himalayan Strength Hoodie',
    brand: 'oxstrength',
    category: 'hoodies',
    images: 4,
    info: info(
      'A brushed fleece hoodie with the Himalayan range printed across the chest. Warm enough for a 6 am session in a Kathmandu winter gym.',
      [
        '320 gsm cotton-polyester fleece',
        'Lined hood and kangaroo pocket',
        'Ribbed cuffs that stay put during warm-ups',
      ],
    ),
    sizes: apparel(3999, [4, 10, 12, 0]),
    discount: { title: 'Winter Sale', pct: 20 },
  },
  {
    slug: 'oxstrength-zip-up-training-hoodie',
    title: 'OxStrength Zip-Up Training Hoodie',
    brand: 'oxstrength',
    category: 'hoodies',
    images: 3,
    info: info(
      'Full-zip hoodie with a slim athletic cut and thumb holes, easy to take off between warm-up sets. Sold out this season; a new batch is being made.',
      ['Cotton-rich fleece with stretch', 'YKK zip and zipped side pockets', 'Thumb holes in the cuffs'],
    ),
    sizes: apparel(4499, [0, 0, 0, 0]),
  },
  {
    slug: 'oxstrength-lightweight-pullover-hoodie',
    title: 'OxStrength Lightweight Pullover Hoodie',
    brand: 'oxstrength',
    category: 'hoodies',
    images: 2,
    info: info(
      'A thinner hoodie for spring and autumn evenings and for layering on treks. Packs small into a daypack.',
      ['220 gsm French terry', 'Regular fit', 'Small chest logo'],
    ),
    sizes: apparel(3299, [7, 15, 13, 6]),
  },
  {
    slug: 'oxstrength-5-inch-training-shorts',
    title: 'OxStrength 5-Inch Training Shorts',
    brand: 'oxstrength',
    category: 'shorts',
    images: 3,
    info: info('Short-inseam shorts with four-way stretch, so nothing pulls at the bottom of a deep squat.', [
      '5-inch inseam',
      'Four-way stretch fabric',
      'Zipped back pocket for your phone',
    ]),
    sizes: apparel(1799, [10, 25, 18, 7]),
  },
  {
    slug: 'oxstrength-2-in-1-running-shorts',
    title: 'OxStrength 2-in-1 Running Shorts',
    brand: 'oxstrength',
    category: 'shorts',
    images: 2,
    info: info(
      'Light running shorts with a built-in compression liner, for road runs, trail runs and conditioning sessions.',
      ['7-inch outer short with compression liner', 'Quick-dry fabric', 'Reflective details'],
    ),
    sizes: apparel(2199, [5, 0, 9, 4]),
  },
  {
    slug: 'oxstrength-heavyweight-sweat-shorts',
    title: 'OxStrength Heavyweight Sweat Shorts',
    brand: 'oxstrength',
    category: 'shorts',
    images: 2,
    info: info(
      'Soft fleece shorts for rest days, travel and warm-ups. The drawcord waist sits comfortably under a lifting belt.',
      ['300 gsm cotton fleece', 'Deep side pockets', 'Embroidered ox logo'],
    ),
    sizes: apparel(1999, [3, 11, 14, 6]),
  },
  {
    slug: 'oxstrength-stringer-tank-top',
    title: 'OxStrength Stringer Tank Top',
    brand: 'oxstrength',
    category: 'tank-tops',
    images: 2,
    info: info(
      'The classic bodybuilding stringer with deep armholes and a narrow back, for arm days and posing practice.',
      ['Cotton-modal blend', 'Deep-cut armholes', 'Muscle fit'],
    ),
    sizes: apparel(1199, [8, 16, 12, 0]),
  },
  {
    slug: 'oxstrength-womens-racerback-tank',
    title: 'OxStrength Women’s Racerback Tank',
    brand: 'oxstrength',
    category: 'tank-tops',
    images: 3,
    info: info('A breathable racerback tank that stays out of the way on overhead presses and pull-ups.', [
      'Lightweight stretch jersey',
      'Racerback cut',
      'Slightly longer back hem',
    ]),
    sizes: apparel(1299, [14, 19, 9, 4]),
    discount: { title: 'Teej Collection', pct: 10 },
  },
  {
    slug: 'sbd-competition-t-shirt',
    title: 'SBD Competition T-Shirt',
    brand: 'sbd',
    category: 't-shirts',
    images: 2,
    info: info(
      'A competition-legal cotton tee from SBD, suitable under a singlet at IPF-affiliated meets, imported for Nepali lifters.',
      ['Cotton with a slight stretch', 'Approved for IPF competition', 'Fitted cut'],
    ),
    sizes: apparel(4200, [2, 5, 3, 1]),
  },
  // Supplements
  {
    slug: 'optimum-nutrition-gold-standard-whey',
    title: 'Optimum Nutrition Gold Standard 100% Whey, Double Rich Chocolate',
    brand: 'optimum-nutrition',
    category: 'whey-protein',
    images: 4,
    info: info(
      'The best-selling whey protein in the world: 24 g of protein per scoop from whey isolate, concentrate and peptides. Imported stock with the importer’s sticker and a long expiry date.',
      [
        '24 g protein, 5.5 g BCAAs per serving',
        'Mixes easily with water or milk',
        'Authenticity code on every tub',
      ],
    ),
    sizes: [
      { size: '2 lb (907 g)', servings: '29 servings', price: 7900, stock: 18 },
      { size: '5 lb (2.27 kg)', servings: '73 servings', price: 17500, stock: 9 },
    ],
    discount: { title: 'Whey Week: 15% off', pct: 15 },
  },
  {
    slug: 'muscleblaze-biozyme-performance-whey',
    title: 'MuscleBlaze Biozyme Performance Whey, Rich Chocolate',
    brand: 'muscleblaze',
    category: 'whey-protein',
    images: 3,
    info: info(
      'A whey blend with added digestive enzymes, popular with lifters who find other proteins heavy on the stomach.',
      ['25 g protein per serving', 'Added enzyme blend for absorption', 'Lab-tested for label accuracy'],
    ),
    sizes: [
      { size: '1 kg', servings: '30 servings', price: 6500, stock: 22 },
      { size: '2 kg', servings: '60 servings', price: 12200, stock: 0 },
    ],
    discount: { title: 'Whey Week: 15% off', pct: 15 },
  },
  {
    slug: 'himalayan-whey-concentrate-unflavoured',
    title: 'Himalayan Whey Concentrate, Unflavoured',
    brand: 'himalayan-whey',
    category: 'whey-protein',
    images: 2,
    info: info(
      'Plain whey concentrate with no flavour or sweetener, so you can stir it into oats, curd or lassi. Packed in Nepal.',
      ['24 g protein per 30 g scoop', 'No sugar, no artificial flavour', 'Resealable pouch'],
    ),
    sizes: [
      { size: '1 kg', servings: '33 servings', price: 4800, stock: 30 },
      { size: '2 kg', servings: '66 servings', price: 9200, stock: 14 },
    ],
  },
  {
    slug: 'dymatize-iso100-hydrolyzed-whey',
    title: 'Dymatize ISO100 Hydrolyzed Whey Isolate, Gourmet Vanilla',
    brand: 'dymatize',
    category: 'whey-protein',
    images: 3,
    info: info(
      'A fast-digesting hydrolysed whey isolate with almost no lactose or fat, a good choice if regular whey upsets your stomach.',
      ['25 g protein, under 1 g sugar per serving', 'Hydrolysed for fast absorption', 'Gluten free'],
    ),
    sizes: [
      { size: '1.6 lb (726 g)', servings: '20 servings', price: 8900, stock: 0 },
      { size: '5 lb (2.27 kg)', servings: '71 servings', price: 22500, stock: 4 },
    ],
  },
  {
    slug: 'muscletech-nitro-tech-whey-gold',
    title: 'MuscleTech Nitro-Tech Whey Gold, Double Rich Chocolate',
    brand: 'muscletech',
    category: 'whey-protein',
    images: 2,
    info: info(
      'Whey peptides and isolate with 24 g of protein per scoop, from one of the oldest names in sports nutrition.',
      ['24 g protein per serving', '5.5 g BCAAs', 'Smooth chocolate taste'],
    ),
    sizes: [
      { size: '2.2 lb (1 kg)', servings: '31 servings', price: 7400, stock: 11 },
      { size: '5.5 lb (2.5 kg)', servings: '76 servings', price: 16800, stock: 6 },
    ],
  },
  {
    slug: 'oxstrength-creatine-monohydrate',
    title: 'OxStrength Creatine Monohydrate',
    brand: 'oxstrength',
    category: 'creatine',
    images: 3,
    info: info(
      'Pure micronised creatine monohydrate, the most researched supplement for strength. One 3 g scoop a day in water, tea or your shake.',
      ['3 g creatine monohydrate per scoop', 'Unflavoured, dissolves easily', 'No loading phase needed'],
    ),
    sizes: [
      { size: '250 g', servings: '83 servings', price: 2200, stock: 40 },
      { size: '500 g', servings: '166 servings', price: 3900, stock: 25 },
    ],
  },
  {
    slug: 'muscletech-platinum-creatine',
    title: 'MuscleTech Platinum 100% Creatine',
    brand: 'muscletech',
    category: 'creatine',
    images: 2,
    info: info('Ultra-pure micronised creatine from MuscleTech, lab-tested and unflavoured.', [
      '5 g creatine per serving',
      'Micronised for mixing',
      'Unflavoured',
    ]),
    sizes: [
      { size: '250 g', servings: '50 servings', price: 2600, stock: 16 },
      { size: '400 g', servings: '80 servings', price: 3800, stock: 0 },
    ],
  },
  {
    slug: 'optimum-nutrition-micronized-creatine',
    title: 'Optimum Nutrition Micronized Creatine Powder',
    brand: 'optimum-nutrition',
    category: 'creatine',
    images: 2,
    info: info('Creatine monohydrate from Optimum Nutrition in a fine powder that mixes without grit.', [
      '3 g creatine per serving',
      'Micronised, unflavoured',
      'Sealed tub with scoop',
    ]),
    sizes: [
      { size: '300 g', servings: '100 servings', price: 3100, stock: 13 },
      { size: '600 g', servings: '200 servings', price: 5600, stock: 7 },
    ],
    discount: { title: 'Creatine Deal', pct: 10 },
  },
  {
    slug: 'muscleblaze-pre-workout-fruit-punch',
    title: 'MuscleBlaze Pre-Workout, Fruit Punch',
    brand: 'muscleblaze',
    category: 'pre-workout',
    images: 2,
    info: info(
      'Caffeine, beta-alanine and citrulline for energy and pump on heavy days. Start with half a scoop to check your tolerance.',
      [
        '200 mg caffeine per full scoop',
        'Beta-alanine and L-citrulline',
        'Not for use after 4 pm if you want to sleep',
      ],
    ),
    sizes: [{ size: '300 g', servings: '30 servings', price: 3400, stock: 12 }],
  },
  {
    slug: 'oxstrength-himal-rush-pre-workout',
    title: 'OxStrength Himal Rush Pre-Workout',
    brand: 'oxstrength',
    category: 'pre-workout',
    images: 3,
    info: info(
      'Our own pre-workout with a moderate caffeine dose and no proprietary blends. Sold out; the next batch is on its way.',
      ['150 mg caffeine per scoop', '3 g citrulline malate, 2 g beta-alanine', 'Lemon-ginger flavour'],
    ),
    sizes: [
      { size: '300 g', servings: '30 servings', price: 2900, stock: 0 },
      { size: '600 g', servings: '60 servings', price: 5200, stock: 0 },
    ],
  },
  {
    slug: 'optimum-nutrition-gold-standard-pre-workout',
    title: 'Optimum Nutrition Gold Standard Pre-Workout, Blueberry Lemonade',
    brand: 'optimum-nutrition',
    category: 'pre-workout',
    images: 2,
    info: info(
      'A balanced pre-workout with caffeine from natural sources and creatine, from Optimum Nutrition.',
      ['175 mg caffeine per serving', '3 g creatine monohydrate', 'Light, refreshing flavour'],
    ),
    sizes: [{ size: '300 g', servings: '30 servings', price: 4600, stock: 5 }],
  },
  {
    slug: 'oxstrength-daily-multivitamin',
    title: 'OxStrength Daily Multivitamin',
    brand: 'oxstrength',
    category: 'vitamins',
    images: 2,
    info: info(
      'A once-a-day multivitamin and mineral tablet for people who train hard and do not always eat perfectly.',
      ['23 vitamins and minerals', 'Vitamin D3 and zinc included', 'One tablet with breakfast'],
    ),
    sizes: [
      { size: '60 tablets', servings: '60 servings', price: 1400, stock: 35 },
      { size: '120 tablets', servings: '120 servings', price: 2500, stock: 20 },
    ],
  },
  {
    slug: 'muscleblaze-fish-oil-omega-3',
    title: 'MuscleBlaze Fish Oil Omega-3',
    brand: 'muscleblaze',
    category: 'vitamins',
    images: 2,
    info: info('Omega-3 fish oil softgels with EPA and DHA, for heart and joint health.', [
      '1,000 mg fish oil per softgel',
      '180 mg EPA, 120 mg DHA',
      'Enteric coated: no fishy burps',
    ]),
    sizes: [
      { size: '60 softgels', servings: '60 servings', price: 1600, stock: 17 },
      { size: '90 softgels', servings: '90 servings', price: 2200, stock: 0 },
    ],
  },
  {
    slug: 'himalayan-whey-vitamin-d3-k2',
    title: 'Himalayan Whey Vitamin D3 + K2',
    brand: 'himalayan-whey',
    category: 'vitamins',
    images: 2,
    info: info(
      'Many people in Nepal are low in vitamin D, especially in winter and in office jobs. One capsule a day with a meal.',
      [
        '2,000 IU vitamin D3 per capsule',
        '100 mcg vitamin K2 (MK-7)',
        'Ask your doctor about a blood test first',
      ],
    ),
    sizes: [{ size: '60 capsules', servings: '60 servings', price: 1200, stock: 28 }],
    discount: { title: 'Winter Sale', pct: 20 },
  },
  // Gym gear
  {
    slug: 'sbd-lever-belt-13mm',
    title: 'SBD Lever Belt 13 mm',
    brand: 'sbd',
    category: 'lifting-belts',
    images: 4,
    info: info(
      'The belt you see on most IPF platforms: 13 mm of leather with SBD’s patented adjustable lever. IPF approved.',
      [
        '13 mm thick, 10 cm wide',
        'Adjustable lever: change notches without tools',
        'IPF approved for competition',
      ],
    ),
    sizes: [
      { size: 'Small', price: 19500, stock: 1 },
      { size: 'Medium', price: 19500, stock: 3 },
      { size: 'Large', price: 19500, stock: 0 },
      { size: 'X-Large', price: 19500, stock: 2 },
    ],
  },
  {
    slug: 'oxstrength-10mm-lever-belt',
    title: 'OxStrength 10 mm Lever Belt',
    brand: 'oxstrength',
    category: 'lifting-belts',
    images: 3,
    info: info(
      'A 10 mm leather lever belt made by a leather workshop in Bhaktapur, stiff enough for heavy squats and comfortable from the first session.',
      ['10 mm vegetable-tanned leather', 'Steel lever buckle', 'Suede lining on both sides'],
    ),
    sizes: [
      { size: 'Small', price: 7500, stock: 6 },
      { size: 'Medium', price: 7500, stock: 9 },
      { size: 'Large', price: 7500, stock: 7 },
      { size: 'X-Large', price: 7500, stock: 0 },
    ],
    discount: { title: 'Deadlift Day Deal', pct: 10 },
  },
  {
    slug: 'oxstrength-nylon-training-belt',
    title: 'OxStrength Nylon Training Belt',
    brand: 'oxstrength',
    category: 'lifting-belts',
    images: 2,
    info: info(
      'A light velcro belt for Olympic lifting, CrossFit-style sessions and anyone starting out with a belt.',
      ['Nylon with a foam core', 'Quick-release velcro', 'Tapered at the back'],
    ),
    sizes: [
      { size: 'Medium', price: 2499, stock: 15 },
      { size: 'Large', price: 2499, stock: 12 },
    ],
  },
  {
    slug: 'rogue-ohio-lifting-belt',
    title: 'Rogue Ohio Lifting Belt',
    brand: 'rogue',
    category: 'lifting-belts',
    images: 2,
    info: info(
      'Rogue’s 10 mm veg-tan leather belt with a single-prong buckle, made in the USA. Out of stock while we wait for the next import.',
      ['10 mm veg-tan leather', 'Single-prong buckle', 'Made in Columbus, Ohio'],
    ),
    sizes: [
      { size: 'Medium', price: 14000, stock: 0 },
      { size: 'Large', price: 14000, stock: 0 },
    ],
  },
  {
    slug: 'sbd-wrist-wraps',
    title: 'SBD Wrist Wraps',
    brand: 'sbd',
    category: 'wrist-wraps-and-straps',
    images: 3,
    info: info(
      'Competition wrist wraps from SBD in two stiffnesses: flexible for training and stiff for heavy bench days. IPF approved.',
      ['60 cm length', 'Thumb loop and velcro closure', 'IPF approved'],
    ),
    sizes: [
      { size: 'Flexible, 60 cm', price: 4500, stock: 8 },
      { size: 'Stiff, 60 cm', price: 4500, stock: 0 },
    ],
  },
  {
    slug: 'oxstrength-wrist-wraps-24-inch',
    title: 'OxStrength Wrist Wraps 24 Inch',
    brand: 'oxstrength',
    category: 'wrist-wraps-and-straps',
    images: 2,
    info: info(
      'Medium-stiff wraps for pressing days, with a strong velcro strip that holds through a whole session.',
      ['24 inch (60 cm) length', 'Medium stiffness', 'Sold as a pair'],
    ),
    sizes: [{ size: 'One size', price: 1299, stock: 40 }],
  },
  {
    slug: 'harbinger-cotton-lifting-straps',
    title: 'Harbinger Cotton Lifting Straps',
    brand: 'harbinger',
    category: 'wrist-wraps-and-straps',
    images: 2,
    info: info(
      'Simple padded cotton straps for heavy rows, shrugs and deadlift back-off sets when your grip gives out first.',
      ['Heavy-duty cotton', 'Neoprene wrist padding', 'Sold as a pair'],
    ),
    sizes: [{ size: 'One size', price: 899, stock: 33 }],
  },
  {
    slug: 'oxstrength-figure-8-lifting-straps',
    title: 'OxStrength Figure-8 Lifting Straps',
    brand: 'oxstrength',
    category: 'wrist-wraps-and-straps',
    images: 2,
    info: info(
      'Figure-8 straps lock the bar to your hands for the heaviest pulls and shrugs. Not allowed in competition.',
      ['Double-stitched nylon webbing', 'Padded wrist loop', 'Sold as a pair'],
    ),
    sizes: [
      { size: 'Medium', price: 1199, stock: 10 },
      { size: 'Large', price: 1199, stock: 4 },
    ],
  },
  {
    slug: 'oxstrength-rubber-hex-dumbbells',
    title: 'OxStrength Rubber Hex Dumbbells',
    brand: 'oxstrength',
    category: 'dumbbells-and-plates',
    images: 3,
    info: info(
      'Rubber-coated hex dumbbells that do not roll away and do not mark your floor: the most useful thing you can own for a home gym. Delivered anywhere in Nepal.',
      ['Knurled chrome handles', 'Hexagonal rubber heads', 'Sold in pairs'],
    ),
    sizes: [
      { size: '5 kg pair', price: 2800, stock: 20 },
      { size: '7.5 kg pair', price: 4100, stock: 14 },
      { size: '10 kg pair', price: 5400, stock: 0 },
      { size: '12.5 kg pair', price: 6800, stock: 5 },
    ],
    discount: { title: 'Home Gym Offer', pct: 12 },
  },
  {
    slug: 'oxstrength-adjustable-dumbbell-set',
    title: 'OxStrength Adjustable Dumbbell Set',
    brand: 'oxstrength',
    category: 'dumbbells-and-plates',
    images: 4,
    info: info(
      'Two spin-lock handles and cast-iron plates in a carry case: a full set of dumbbells for a small flat.',
      [
        'Two 35 cm threaded handles with collars',
        'Cast-iron plates from 1.25 kg to 5 kg',
        'Storage case included',
      ],
    ),
    sizes: [
      { size: '20 kg set', price: 8500, stock: 7 },
      { size: '30 kg set', price: 11500, stock: 3 },
    ],
  },
  {
    slug: 'rogue-echo-bumper-plates',
    title: 'Rogue Echo Bumper Plates',
    brand: 'rogue',
    category: 'dumbbells-and-plates',
    images: 2,
    info: info(
      'Dense rubber bumper plates with a steel insert, safe to drop from overhead. For 50 mm Olympic bars.',
      ['Steel hub for a tight fit', 'Low bounce', 'Sold in pairs'],
    ),
    sizes: [
      { size: '5 kg pair', price: 6500, stock: 4 },
      { size: '10 kg pair', price: 11800, stock: 2 },
      { size: '20 kg pair', price: 21500, stock: 1 },
    ],
  },
  {
    slug: 'oxstrength-resistance-band-set',
    title: 'OxStrength Resistance Band Set',
    brand: 'oxstrength',
    category: 'resistance-bands',
    images: 3,
    info: info('Long loop bands for assisted pull-ups, warm-ups, banded lifts and travel training.', [
      'Natural latex, 104 cm loop',
      'Colour-coded by resistance',
      'Use them for pull-up assistance or band pull-aparts',
    ]),
    sizes: [
      { size: 'Light (5-15 kg)', price: 999, stock: 25 },
      { size: 'Medium (15-35 kg)', price: 1399, stock: 18 },
      { size: 'Heavy (25-60 kg)', price: 1899, stock: 0 },
    ],
  },
  {
    slug: 'harbinger-mini-loop-bands',
    title: 'Harbinger Mini Loop Bands, Set of 5',
    brand: 'harbinger',
    category: 'resistance-bands',
    images: 2,
    info: info(
      'Five short loop bands from extra light to extra heavy, for glute activation, knee warm-ups and physiotherapy exercises.',
      ['Five resistance levels', 'Carry pouch included', 'Good for hip and knee rehab work'],
    ),
    sizes: [{ size: 'One size', price: 1100, stock: 38 }],
  },
];

/** Inserts the products and their sizes; min_price is the lowest discounted price among sizes. */
export async function seedProducts(db: Db, ids: CategoryIds, now: Date): Promise<IdsBySlug> {
  const rnd = seededRandom('products');
  const priced = PRODUCTS.map((p) => {
    const discount = p.discount ? { active: true, discount_percentage: p.discount.pct } : null;
    const rates = p.sizes.map((s, position) => ({
      size: s.size,
      servings: s.servings ?? null,
      price: s.price * 100,
      discountedPrice: discountedPrice(s.price * 100, discount),
      stock: s.stock,
      position,
    }));
    return { p, rates };
  });
  const inserted = await db
    .insert(products)
    .values(
      priced.map(({ p, rates }, i) => {
        const createdAt = spreadDate(now, i, PRODUCTS.length, 540, rnd);
        return {
          slug: p.slug,
          title: p.title,
          images: productImagePaths(p.slug, p.images),
          shortInfo: p.info,
          brandId: ids.brand.get(p.brand)!,
          categoryId: ids.product.get(p.category)!,
          parentCategoryId: ids.product.get(productParentOf(p.category))!,
          discountActive: !!p.discount,
          discountTitle: p.discount?.title ?? null,
          discountPercentage: p.discount?.pct ?? 0,
          minPrice: Math.min(...rates.map((r) => r.discountedPrice)),
          soldCount: rnd.int(3, 40) * (rates.some((r) => r.stock === 0) ? 4 : 2),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: products.id, slug: products.slug });
  const rateRows = inserted.flatMap((row) =>
    priced.find((x) => x.p.slug === row.slug)!.rates.map((r) => ({ productId: row.id, ...r })),
  );
  if (rateRows.length) await db.insert(productRates).values(rateRows);
  const all = await db.select({ id: products.id, slug: products.slug }).from(products);
  return new Map(all.filter((r) => PRODUCTS.some((p) => p.slug === r.slug)).map((r) => [r.slug, r.id]));
}
