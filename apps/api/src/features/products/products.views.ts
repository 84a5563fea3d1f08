import { productRates, products } from '../../db/schema/products';
import { columns, view } from '../../db/views';

/**
 * What other areas may read of the products, as views to join in their own queries (docs/decisions/041). The
 * products and product_rates tables stay private to this area; a size's stock is changed through its service.
 */

/** Where each product is filed (brand, sub-category and its parent) and whether it is on sale: the categories' counts. */
export const productFilings = view(
  'product_filings',
  products,
  columns(products, 'id', 'brandId', 'categoryId', 'parentCategoryId', 'published'),
);

/** A product as it is sold (published or not): what a cart line shows of it and its discount. */
export const productsForSale = view(
  'products_for_sale',
  products,
  columns(
    products,
    'id',
    'slug',
    'title',
    'images',
    'discountActive',
    'discountTitle',
    'discountPercentage',
    'published',
    'brandId',
    'categoryId',
  ),
);

/** Every size of a product with its prices and stock, as a buyer is shown them. */
export const productSizes = view(
  'product_sizes',
  productRates,
  columns(
    productRates,
    'id',
    'productId',
    'size',
    'servings',
    'price',
    'discountedPrice',
    'stock',
    'position',
  ),
);
