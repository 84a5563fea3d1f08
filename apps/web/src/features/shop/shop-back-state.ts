import { useLocation } from 'react-router';

export const SHOP_SEARCH_PATH = '/shop/search';

/** Router state a product link carries so the product page's BACK link returns to the same search. */
export interface ShopBackState {
  shopSearch?: string;
}

const isSearchPath = (value: unknown): value is string =>
  typeof value === 'string' && (value === SHOP_SEARCH_PATH || value.startsWith(`${SHOP_SEARCH_PATH}?`));

/** Where BACK leads from a product page: the search the visitor came from, else the plain search. */
export function backToSearch(state: unknown): string {
  const from = (state as ShopBackState | null)?.shopSearch;
  return isSearchPath(from) ? from : SHOP_SEARCH_PATH;
}

/**
 * The state for a product link on the current page: on the search page it is the current search; on a
 * product page (similar products) it passes on the search that page was reached from.
 */
export function useShopBackState(): ShopBackState | undefined {
  const location = useLocation();
  if (location.pathname === SHOP_SEARCH_PATH) return { shopSearch: `${location.pathname}${location.search}` };
  const carried = (location.state as ShopBackState | null)?.shopSearch;
  return isSearchPath(carried) ? { shopSearch: carried } : undefined;
}
