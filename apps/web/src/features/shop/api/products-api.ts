import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZES, type ListSort } from '@oxstrength/shared/constants';
import { api } from '../../../lib/api-client';
import type { Brand, ProductCategory } from '@oxstrength/shared/contracts/categories';
import type { Paged } from '@oxstrength/shared/contracts/reply';
import type { Product, ProductCard } from '@oxstrength/shared/contracts/products';

/** The query of GET /products. A parent category goes as parentCategory, a sub-category as category. */
export interface ProductFilters {
  parentCategory?: string;
  category?: string;
  brand?: string;
  sort?: ListSort;
  q?: string;
}

export interface ProductPage extends Paged {
  products: ProductCard[];
}

export const productCategoriesQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'product-categories'],
    queryFn: ({ signal }) =>
      api<{ categories: ProductCategory[] }>('/product/categories', { signal }).then((r) => r.categories),
    staleTime: 10 * 60_000,
  });

/** Brands with products in a category (parent or sub); every brand when no category is given. */
export const productBrandsQuery = (categoryId?: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product-brands', categoryId ?? 'all'],
    queryFn: ({ signal }) =>
      api<{ brands: Brand[] }>('/product/brands', { query: { product_category: categoryId }, signal }).then(
        (r) => r.brands,
      ),
    staleTime: 10 * 60_000,
  });

/** One page of products (e.g. the shop landing's four per parent category). */
export const productsQuery = (filters: ProductFilters, resultsPerPage: number, page = 1) =>
  queryOptions({
    queryKey: ['catalogue', 'products', 'page', { ...filters, resultsPerPage, page }],
    queryFn: ({ signal }) =>
      api<ProductPage>('/products', { query: { ...filters, page, resultsPerPage }, signal }),
  });

/** The shop search list: pages of PAGE_SIZES.shopSearch appended by "Load More Products". */
export const productsInfiniteQuery = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: ['catalogue', 'products', 'infinite', filters],
    queryFn: ({ pageParam, signal }) =>
      api<ProductPage>('/products', {
        query: { ...filters, page: pageParam, resultsPerPage: PAGE_SIZES.shopSearch },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.currentPage < last.totalPage ? last.currentPage + 1 : undefined),
    // Lists have no error state in the spec: a failed page just stops loading.
    retry: false,
  });

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', slug],
    queryFn: ({ signal }) =>
      api<{ product: Product }>(`/product/${encodeURIComponent(slug)}`, { signal }).then((r) => r.product),
  });

export const similarProductsQuery = (productId: string) =>
  queryOptions({
    queryKey: ['catalogue', 'similar-products', productId],
    queryFn: ({ signal }) =>
      api<{ products: ProductCard[] }>(`/similar/products/${encodeURIComponent(productId)}`, { signal }).then(
        (r) => r.products,
      ),
    retry: false,
  });
