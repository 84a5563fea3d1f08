import type { Db } from '../../db/client';
import { productRates, products } from '../../db/schema/products';
import { slugify } from '../../lib/slug';

/** Test fixtures for products, written straight to the database. Prices are paisa, as stored. */

export interface RateFixture {
  size: string;
  servings?: string;
  price: number;
  discountedPrice?: number;
  stock?: number;
}

/** Default creation times one second apart, in insertion order, so "latest" never ties. */
let clock = Date.now() - 24 * 60 * 60 * 1000;
const nextCreatedAt = () => new Date((clock += 1000));

export interface ProductFixture {
  title: string;
  shortInfo?: string;
  images?: string[];
  brandId?: string;
  categoryId?: string;
  parentCategoryId?: string;
  discount?: { active: boolean; title?: string; percentage: number };
  rates?: RateFixture[];
  published?: boolean;
  soldCount?: number;
  averageRating?: number;
  ratingCount?: number;
  createdAt?: Date;
}

/** Inserts a product and its sizes in the order given; min_price is the lowest discounted size price. */
export async function insertProduct(db: Db, p: ProductFixture): Promise<{ id: string; slug: string }> {
  const slug = slugify(p.title);
  const rates = (p.rates ?? [{ size: 'One size', price: 100_000 }]).map((r) => ({
    ...r,
    discountedPrice: r.discountedPrice ?? r.price,
  }));
  const [row] = await db
    .insert(products)
    .values({
      slug,
      title: p.title,
      images: p.images ?? [`/images/catalogue/products/${slug}.svg`],
      shortInfo: p.shortInfo ?? '<p>Good kit.</p>',
      brandId: p.brandId ?? null,
      categoryId: p.categoryId ?? null,
      parentCategoryId: p.parentCategoryId ?? null,
      discountActive: p.discount?.active ?? false,
      discountTitle: p.discount?.title ?? null,
      discountPercentage: p.discount?.percentage ?? 0,
      minPrice: Math.min(...rates.map((r) => r.discountedPrice)),
      published: p.published ?? true,
      soldCount: p.soldCount ?? 0,
      averageRating: p.averageRating ?? 0,
      ratingCount: p.ratingCount ?? 0,
      createdAt: p.createdAt ?? nextCreatedAt(),
    })
    .returning({ id: products.id, slug: products.slug });
  await db.insert(productRates).values(
    rates.map((r, position) => ({
      productId: row.id,
      size: r.size,
      servings: r.servings ?? null,
      price: r.price,
      discountedPrice: r.discountedPrice,
      stock: r.stock ?? 10,
      position,
    })),
  );
  return row;
}
