import type { Db } from '../../db/client';
import {
  brands,
  productCategories,
  templateCategories,
  trainingCategories,
} from '../../db/schema/categories';
import { forums } from '../../db/schema/forum';
import { productRates, products } from '../../db/schema/products';
import { reviews } from '../../db/schema/reviews';
import { templateDayActivities, templates } from '../../db/schema/templates';
import { slugify } from '../../lib/slug';

/** Test fixtures: every catalogue test file starts from an empty catalogue and inserts exactly what it needs. */

export async function clearCatalogue(db: Db) {
  await db.delete(reviews);
  await db.delete(productRates);
  await db.delete(products);
  await db.delete(templateDayActivities);
  await db.delete(templates);
  await db.delete(brands);
  await db.delete(productCategories);
  await db.delete(templateCategories);
  // Discussions are filed under a training category (the demo forum): they go first, with their comments.
  await db.delete(forums);
  await db.delete(trainingCategories);
}

type CategoryTable = typeof trainingCategories | typeof templateCategories | typeof productCategories;

export interface CategoryFixture {
  name: string;
  parentId?: string;
  position?: number;
  icon?: string;
}

/** Inserts one category (slug from the name) and returns its id. */
export async function insertCategory(db: Db, table: CategoryTable, c: CategoryFixture): Promise<string> {
  const values = {
    name: c.name,
    slug: slugify(c.name),
    parentId: c.parentId ?? null,
    position: c.position ?? 0,
  };
  // The three tables share their columns; product categories add an icon.
  const t = table as typeof productCategories;
  const [row] = await db
    .insert(t)
    .values(table === productCategories ? { ...values, icon: c.icon ?? null } : values)
    .returning({ id: t.id });
  return row.id;
}

export async function insertBrand(db: Db, name: string): Promise<string> {
  const [row] = await db
    .insert(brands)
    .values({ name, slug: slugify(name) })
    .returning({ id: brands.id });
  return row.id;
}
