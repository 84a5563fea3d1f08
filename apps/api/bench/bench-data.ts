import { count, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  brands,
  productCategories,
  templateCategories,
  trainingCategories,
} from '../src/db/schema/categories';
import { productRates, products } from '../src/db/schema/products';
import { templates } from '../src/db/schema/templates';

/**
 * Tops the benchmark database up to `min` published templates and products, in case the seed holds fewer
 * (the rows are plainly named "Bench ..." and live only in the throw-away benchmark database).
 */
export async function topUpCatalogue(db: Db, min: number) {
  const [{ nTemplates }] = await db
    .select({ nTemplates: count() })
    .from(templates)
    .where(eq(templates.published, true));
  const [{ nProducts }] = await db
    .select({ nProducts: count() })
    .from(products)
    .where(eq(products.published, true));
  const addTemplates = Math.max(0, min - nTemplates);
  const addProducts = Math.max(0, min - nProducts);
  if (addTemplates) await addBenchTemplates(db, addTemplates);
  if (addProducts) await addBenchProducts(db, addProducts);
  return {
    templates: nTemplates + addTemplates,
    products: nProducts + addProducts,
    added: addTemplates + addProducts,
  };
}

const CHUNK = 500;
const chunks = (n: number) =>
  Array.from({ length: Math.ceil(n / CHUNK) }, (_, i) => Math.min(CHUNK, n - i * CHUNK));

async function addBenchTemplates(db: Db, n: number) {
  const [training] = await db
    .insert(trainingCategories)
    .values({ name: 'Bench Training', slug: 'bench-training' })
    .returning();
  const [category] = await db
    .insert(templateCategories)
    .values({ name: 'Bench Templates', slug: 'bench-templates' })
    .returning();
  let i = 0;
  for (const size of chunks(n)) {
    await db.insert(templates).values(
      Array.from({ length: size }, () => {
        i++;
        return {
          slug: `bench-template-${i}`,
          title: `Bench Template ${i}`,
          cover: '/images/catalogue/templates/bench.svg',
          price: 100_000 + ((i * 7919) % 400_000),
          discountActive: i % 3 === 0,
          discountPercentage: i % 3 === 0 ? 15 : 0,
          weeks: 4 + (i % 12),
          trainingCategoryId: training.id,
          templateCategoryId: category.id,
          featured: i % 10 === 0,
          detail: {
            program_description: '<p>Bench programme.</p>',
            requirement: '',
            difficulty: 'Intermediate',
            who_is_it_for: 'Lifters',
            lifting_frequency: '4 days a week',
            disclaimer: '',
          },
          soldCount: (i * 31) % 500,
          averageRating: ((i % 10) + 1) / 2,
          createdAt: new Date(Date.now() - i * 60_000),
        };
      }),
    );
  }
}

async function addBenchProducts(db: Db, n: number) {
  const [parent] = await db
    .insert(productCategories)
    .values({ name: 'Bench Parent', slug: 'bench-parent' })
    .returning();
  const [sub] = await db
    .insert(productCategories)
    .values({ name: 'Bench Sub', slug: 'bench-sub', parentId: parent.id })
    .returning();
  const [brand] = await db.insert(brands).values({ name: 'Bench Brand', slug: 'bench-brand' }).returning();
  let i = 0;
  for (const size of chunks(n)) {
    const rows = await db
      .insert(products)
      .values(
        Array.from({ length: size }, () => {
          i++;
          return {
            slug: `bench-product-${i}`,
            title: `Bench Product ${i}`,
            images: ['/images/catalogue/products/bench.svg'],
            shortInfo: '<p>Bench product.</p>',
            brandId: brand.id,
            categoryId: sub.id,
            parentCategoryId: parent.id,
            minPrice: 50_000 + ((i * 7919) % 900_000),
            soldCount: (i * 31) % 500,
            createdAt: new Date(Date.now() - i * 60_000),
          };
        }),
      )
      .returning({ id: products.id, minPrice: products.minPrice });
    await db.insert(productRates).values(
      rows.flatMap((p) =>
        [1, 2, 3].map((k, position) => ({
          productId: p.id,
          size: `${k} kg`,
          price: p.minPrice * k,
          discountedPrice: p.minPrice * k,
          stock: k * 5,
          position,
        })),
      ),
    );
  }
}
