import { inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { brands, productCategories, templateCategories, trainingCategories } from '../../schema/categories';
import { imagePath } from './images/paths';

interface CategorySeed {
  name: string;
  slug: string;
  subs?: { name: string; slug: string }[];
}

export const TRAINING_CATEGORIES: CategorySeed[] = [
  {
    name: 'Powerlifting',
    slug: 'powerlifting',
    subs: [
      { name: 'Raw Powerlifting', slug: 'raw-powerlifting' },
      { name: 'Meet Preparation', slug: 'meet-preparation' },
    ],
  },
  {
    name: 'Bodybuilding',
    slug: 'bodybuilding',
    subs: [
      { name: 'Hypertrophy', slug: 'hypertrophy' },
      { name: 'Physique Competition', slug: 'physique-competition' },
    ],
  },
  {
    name: 'Strength & Conditioning',
    slug: 'strength-and-conditioning',
    subs: [
      { name: 'Sports Performance', slug: 'sports-performance' },
      { name: 'Trekking & Mountain Fitness', slug: 'trekking-and-mountain-fitness' },
    ],
  },
  { name: 'Fat Loss', slug: 'fat-loss', subs: [{ name: 'Home Workouts', slug: 'home-workouts' }] },
  {
    name: 'Nutrition',
    slug: 'nutrition',
    subs: [{ name: 'Vegetarian Nutrition', slug: 'vegetarian-nutrition' }],
  },
  { name: 'Mobility', slug: 'mobility', subs: [{ name: 'Yoga for Lifters', slug: 'yoga-for-lifters' }] },
];

export const TEMPLATE_CATEGORIES: CategorySeed[] = [
  {
    name: 'Workout Programmes',
    slug: 'workout-programmes',
    subs: [
      { name: 'Beginner', slug: 'beginner-programmes' },
      { name: 'Intermediate', slug: 'intermediate-programmes' },
      { name: 'Advanced', slug: 'advanced-programmes' },
    ],
  },
  {
    name: 'Diet Plans',
    slug: 'diet-plans',
    subs: [
      { name: 'Weight Loss', slug: 'weight-loss-diets' },
      { name: 'Muscle Gain', slug: 'muscle-gain-diets' },
      { name: 'Vegetarian Nepali Diet', slug: 'vegetarian-nepali-diet' },
    ],
  },
];

/** The shop's three parents (fixed slugs the web links to) and their sub-categories; every one has an icon. */
export const PRODUCT_CATEGORIES: CategorySeed[] = [
  {
    name: 'Apparel',
    slug: 'apparel',
    subs: [
      { name: 'T-Shirts', slug: 't-shirts' },
      { name: 'Hoodies', slug: 'hoodies' },
      { name: 'Shorts', slug: 'shorts' },
      { name: 'Tank Tops', slug: 'tank-tops' },
    ],
  },
  {
    name: 'Supplements',
    slug: 'supplements',
    subs: [
      { name: 'Whey Protein', slug: 'whey-protein' },
      { name: 'Creatine', slug: 'creatine' },
      { name: 'Pre-Workout', slug: 'pre-workout' },
      { name: 'Vitamins', slug: 'vitamins' },
    ],
  },
  {
    name: 'Gym Gears',
    slug: 'gym-gear',
    subs: [
      { name: 'Lifting Belts', slug: 'lifting-belts' },
      { name: 'Wrist Wraps & Straps', slug: 'wrist-wraps-and-straps' },
      { name: 'Dumbbells & Plates', slug: 'dumbbells-and-plates' },
      { name: 'Resistance Bands', slug: 'resistance-bands' },
    ],
  },
];

export const BRANDS = [
  { name: 'OxStrength', slug: 'oxstrength' },
  { name: 'Optimum Nutrition', slug: 'optimum-nutrition' },
  { name: 'MuscleBlaze', slug: 'muscleblaze' },
  { name: 'MuscleTech', slug: 'muscletech' },
  { name: 'Dymatize', slug: 'dymatize' },
  { name: 'Himalayan Whey', slug: 'himalayan-whey' },
  { name: 'Rogue', slug: 'rogue' },
  { name: 'SBD', slug: 'sbd' },
  { name: 'Harbinger', slug: 'harbinger' },
];

/** slug -> id */
export type IdsBySlug = Map<string, string>;

type CategoryTable = typeof trainingCategories | typeof templateCategories | typeof productCategories;

async function seedTree(
  db: Db,
  table: CategoryTable,
  tree: CategorySeed[],
  withIcons: boolean,
): Promise<IdsBySlug> {
  const icon = (slug: string) => (withIcons ? { icon: imagePath('icons', slug) } : {});
  await db
    .insert(table)
    .values(tree.map((c, position) => ({ name: c.name, slug: c.slug, position, ...icon(c.slug) })))
    .onConflictDoNothing();
  const parents = await idsOf(
    db,
    table,
    tree.map((c) => c.slug),
  );
  const subs = tree.flatMap((c) =>
    (c.subs ?? []).map((s, position) => ({
      ...s,
      position,
      parentId: parents.get(c.slug)!,
      ...icon(s.slug),
    })),
  );
  if (subs.length) await db.insert(table).values(subs).onConflictDoNothing();
  return new Map([
    ...parents,
    ...(await idsOf(
      db,
      table,
      subs.map((s) => s.slug),
    )),
  ]);
}

async function idsOf(db: Db, table: CategoryTable | typeof brands, slugs: string[]): Promise<IdsBySlug> {
  const rows = await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(inArray(table.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export interface CategoryIds {
  training: IdsBySlug;
  template: IdsBySlug;
  product: IdsBySlug;
  brand: IdsBySlug;
}

export async function seedCategories(db: Db): Promise<CategoryIds> {
  const training = await seedTree(db, trainingCategories, TRAINING_CATEGORIES, false);
  const template = await seedTree(db, templateCategories, TEMPLATE_CATEGORIES, false);
  const product = await seedTree(db, productCategories, PRODUCT_CATEGORIES, true);
  await db.insert(brands).values(BRANDS).onConflictDoNothing();
  const brand = await idsOf(
    db,
    brands,
    BRANDS.map((b) => b.slug),
  );
  return { training, template, product, brand };
}

/** The parent slug of a product sub-category. */
export const productParentOf = (subSlug: string) =>
  PRODUCT_CATEGORIES.find((c) => c.subs?.some((s) => s.slug === subSlug))!.slug;
