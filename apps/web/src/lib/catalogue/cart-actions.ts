import type { CartItemType, CoachingPlan, ConsultationPlan } from '@oxstrength/shared/constants';

/** One line to add to the cart (spec part 1 section 7: POST /user/cart). */
export interface CartLineInput {
  model_id: string;
  onModel: CartItemType;
  unit: number;
  self_order: boolean;
  product_size?: string;
  coaching_plan?: CoachingPlan;
  consultation_plan?: ConsultationPlan;
  trainer?: string;
  name?: string;
  relation?: string;
  email?: string;
  mobile_num?: string;
}

export interface CartActions {
  /** Undefined until the cart exists; Add To Cart buttons are disabled for signed-in users meanwhile. */
  addToCart?: (line: CartLineInput) => Promise<void>;
}

/** The cart's actions for catalogue pages. The cart issue fills this in. */
export function useCartActions(): CartActions {
  return {};
}
