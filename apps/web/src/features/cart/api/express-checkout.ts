export interface ExpressCheckoutParams {
  model_id: string;
  on_model: 'template' | 'product' | 'coaching' | 'consultation';
  trainer?: string;
  plan?: string;
  product_size?: string;
  unit?: number;
  self_order?: boolean;
  relation?: string;
  name?: string;
  email?: string;
  mobile_num?: string;
}

/** The express checkout query keys (spec part 1 section 2), in the order they are sent. */
export const EXPRESS_KEYS = [
  'model_id',
  'on_model',
  'trainer',
  'plan',
  'product_size',
  'unit',
  'self_order',
  'relation',
  'name',
  'email',
  'mobile_num',
] as const;
const GIFT_KEYS = new Set<string>(['self_order', 'relation', 'name', 'email', 'mobile_num']);

/**
 * The Buy Now target: /express/checkout/cart with exactly the given keys, in a fixed order. Empty values are
 * left out; the recipient fields (and self_order=false) are sent only for a gift.
 */
export function expressCheckoutUrl(params: ExpressCheckoutParams): string {
  const gift = params.self_order === false;
  const search = new URLSearchParams();
  for (const key of EXPRESS_KEYS) {
    if (GIFT_KEYS.has(key) && !gift) continue;
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    search.set(key, typeof value === 'string' ? value.trim() : String(value));
  }
  return `/express/checkout/cart?${search.toString()}`;
}
