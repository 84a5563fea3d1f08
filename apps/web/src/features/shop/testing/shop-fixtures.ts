import {
  brandJson,
  productCategoryJson,
  type Brand,
  type ProductCategory,
} from '@oxstrength/shared/contracts/categories';
import {
  productCardJson,
  productCardRateJson,
  productJson,
  productsPageReply,
  type Product,
  type ProductCard,
  type ProductCardRate,
} from '@oxstrength/shared/contracts/products';

/** Shop records shaped like the API's replies: each builder parses with the API's reply contract. */

export const categories: ProductCategory[] = [
  {
    _id: 'cat-apparel',
    name: 'Apparel',
    slug: 'apparel',
    icon: null,
    product: 3,
    subCategories: [
      { _id: 'sub-tshirts', name: 'T-Shirts', slug: 't-shirts', icon: null, product: 2 },
      { _id: 'sub-hoodies', name: 'Hoodies', slug: 'hoodies', icon: null, product: 1 },
    ],
  },
  {
    _id: 'cat-supplements',
    name: 'Supplements',
    slug: 'supplements',
    icon: null,
    product: 12,
    subCategories: [
      { _id: 'sub-whey', name: 'Whey Protein', slug: 'whey-protein', icon: null, product: 9 },
      { _id: 'sub-creatine', name: 'Creatine', slug: 'creatine', icon: null, product: 3 },
    ],
  },
  { _id: 'cat-gear', name: 'Gym Gear', slug: 'gym-gear', icon: null, product: 1, subCategories: [] },
].map((c) => productCategoryJson.parse(c));

const brand = (b: Brand): Brand => brandJson.parse(b);

export const brandsByCategory: Record<string, Brand[]> = {
  all: [
    brand({ _id: 'brand-ox', name: 'Ox Wear', slug: 'ox-wear' }),
    brand({ _id: 'brand-on', name: 'Optimum Nutrition', slug: 'optimum-nutrition' }),
    brand({ _id: 'brand-mt', name: 'MuscleTech', slug: 'muscletech' }),
  ],
  'cat-apparel': [brand({ _id: 'brand-ox', name: 'Ox Wear', slug: 'ox-wear' })],
  'cat-supplements': [
    brand({ _id: 'brand-on', name: 'Optimum Nutrition', slug: 'optimum-nutrition' }),
    brand({ _id: 'brand-mt', name: 'MuscleTech', slug: 'muscletech' }),
  ],
  'sub-whey': [brand({ _id: 'brand-on', name: 'Optimum Nutrition', slug: 'optimum-nutrition' })],
};

export const rate = (
  id: string,
  size: string,
  price: number,
  stock: number,
  extra: Partial<ProductCardRate> = {},
): ProductCardRate =>
  productCardRateJson.parse({
    _id: id,
    size,
    servings: null,
    price,
    discounted_price: price,
    stock,
    ...extra,
  });

export function productCard(n: number, extra: Partial<ProductCard> = {}): ProductCard {
  return productCardJson.parse({
    _id: `p${n}`,
    slug: `product-${n}`,
    title: `Product ${n}`,
    images: [`/images/catalogue/products/product-${n}.svg`],
    average_rating: 4.5,
    rating_count: 2,
    product_brand: { _id: 'brand-on', name: 'Optimum Nutrition' },
    product_category: { _id: 'sub-whey', name: 'Whey Protein' },
    parent_category: { _id: 'cat-supplements', name: 'Supplements', slug: 'supplements' },
    discount: { active: false, title: null, discount_percentage: 0 },
    rates: [rate(`p${n}-r1`, '1 kg', 5000, 10)],
    in_stock: true,
    added_to_cart: false,
    ...extra,
  });
}

export function product(extra: Partial<Product> = {}): Product {
  return productJson.parse({
    ...productCard(1),
    slug: 'gold-whey',
    title: 'Gold Standard Whey',
    images: ['/images/catalogue/products/gold-whey-1.svg', '/images/catalogue/products/gold-whey-2.svg'],
    short_info: '<p>Twenty-four grams of protein per scoop.</p>',
    discount: { active: true, title: 'Dashain Sale', discount_percentage: 10 },
    rates: [
      rate('r-small', '1 kg', 6000, 3, { discounted_price: 5400, servings: '33' }),
      rate('r-large', '2 kg', 11000, 5, { discounted_price: 9900, servings: '66' }),
      rate('r-empty', '5 kg', 25000, 0, { discounted_price: 22500, servings: '165' }),
    ],
    ...extra,
  });
}

/** The body of GET /products (and its brand, category and similar lists) with the given page. */
export const paged = (
  products: ProductCard[],
  currentPage = 1,
  totalPage = 1,
  totalDocuments = products.length,
) =>
  productsPageReply.parse({
    status: 'success',
    products,
    currentPage,
    totalPage,
    totalDocuments,
  });
