import { DEFAULT_SHOP_SORT, LIST_SORT_VALUES, type ListSort } from '@oxstrength/shared/constants';
import type { ProductFilters } from './api/products-api';
import type { ProductCategory } from '@oxstrength/shared/contracts/categories';

/** The shop search's URL parameters (spec part 1 section 2: category, sub, brand, sort, query). */
export interface ShopSearch {
  category: string | null;
  sub: string | null;
  brand: string | null;
  sort: ListSort;
  query: string;
}

export function readShopSearch(params: URLSearchParams): ShopSearch {
  const sort = params.get('sort');
  return {
    category: params.get('category') || null,
    sub: params.get('sub') || null,
    brand: params.get('brand') || null,
    sort: LIST_SORT_VALUES.includes(sort as ListSort) ? (sort as ListSort) : DEFAULT_SHOP_SORT,
    query: params.get('query')?.trim() ?? '',
  };
}

export interface ActiveCategory {
  parentId: string | null;
  subId: string | null;
}

/**
 * Which parent and sub-category the URL means. A sub-category id given as `category` (the category
 * carousel links every category that way) counts as that sub of its parent; a `sub` that is not under
 * the parent is ignored. Before the categories are known the ids are taken as given.
 */
export function activeCategory(
  search: ShopSearch,
  categories: ProductCategory[] | undefined,
): ActiveCategory {
  if (!search.category) return { parentId: null, subId: null };
  if (!categories) return { parentId: search.category, subId: search.sub };
  const parent = categories.find((c) => c._id === search.category);
  if (parent) {
    const sub = parent.subCategories.find((s) => s._id === search.sub);
    return { parentId: parent._id, subId: sub?._id ?? null };
  }
  const owner = categories.find((c) => c.subCategories.some((s) => s._id === search.category));
  if (owner) return { parentId: owner._id, subId: search.category };
  return { parentId: search.category, subId: null };
}

/** GET /products query: a parent id goes as parentCategory, a sub id as category. */
export function productFilters(search: ShopSearch, active: ActiveCategory): ProductFilters {
  return {
    ...(active.subId
      ? { category: active.subId }
      : active.parentId
        ? { parentCategory: active.parentId }
        : {}),
    ...(search.brand ? { brand: search.brand } : {}),
    sort: search.sort,
    ...(search.query ? { q: search.query } : {}),
  };
}
