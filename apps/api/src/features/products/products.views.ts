import { QueryBuilder } from 'drizzle-orm/pg-core';
import { productRates, products } from '../../db/schema/products';

/**
 * What other areas may read of the products, as views to join in their own queries (docs/decisions/041). The
 * products and product_rates tables stay private to this area; a size's stock is changed through its service.
 */
const qb = new QueryBuilder();

/** Where each product is filed (brand, sub-category and its parent) and whether it is on sale: the categories' counts. */
export const productFilings = qb
  .select({
    id: products.id,
    brandId: products.brandId,
    categoryId: products.categoryId,
    parentCategoryId: products.parentCategoryId,
    published: products.published,
  })
  .from(products)
  .as('product_filings');

/** A product as it is sold (published or not): what a cart line shows of it and its discount. */
export const productsForSale = qb
  .select({
    id: products.id,
    slug: products.slug,
    title: products.title,
    images: products.images,
    discountActive: products.discountActive,
    discountTitle: products.discountTitle,
    discountPercentage: products.discountPercentage,
    published: products.published,
    brandId: products.brandId,
    categoryId: products.categoryId,
  })
  .from(products)
  .as('products_for_sale');

/** Every size of a product with its prices and stock, as a buyer is shown them. */
export const productSizes = qb
  .select({
    id: productRates.id,
    productId: productRates.productId,
    size: productRates.size,
    servings: productRates.servings,
    price: productRates.price,
    discountedPrice: productRates.discountedPrice,
    stock: productRates.stock,
    position: productRates.position,
  })
  .from(productRates)
  .as('product_sizes');
