/**
 * Cart, address, coupon and order records as the API returns them (docs: /api/docs). Money fields are rupees.
 * One contract for the cart, checkout and orders screens.
 */
import type { AddressLabel, CartItemType, CoachingPlan, ConsultationPlan } from '@oxstrength/shared/constants';
import type { OrderStatus } from '@oxstrength/shared/status';
import type { Discount, Paged, ProductRate, Ref } from './catalogue/types';

/** The populated item of a cart or order line. Fields that do not apply to the item type are null or empty. */
export interface LineRef {
  _id: string;
  slug: string | null;
  title: string;
  cover: string | null;
  images: string[];
  /** Templates: list and payable price of one unit. */
  price: number | null;
  discounted_price: number | null;
  weeks: number | null;
  discount: Discount | null;
  /** Products: every size with its stock (cart lines only; empty on order lines). */
  rates: ProductRate[];
  /** Products: the chosen size's stock right now (null for other types and on order lines). */
  stock: number | null;
  product_brand: Ref | null;
  product_category: Ref | null;
  training_category: Ref | null;
  /** The template's author. */
  trainer: (Ref & { slug?: string }) | null;
}

export interface PricedLine {
  _id: string;
  model_id: string;
  onModel: CartItemType;
  ref: LineRef;
  unit: number;
  /** The product size's _id. */
  product_size: string | null;
  size: { _id: string; size: string; servings: string | null } | null;
  self_order: boolean;
  coaching_plan: CoachingPlan | null;
  consultation_plan: ConsultationPlan | null;
  coaching_trainer: Ref | null;
  consultation_trainer: Ref | null;
  /** Gift recipient (null when self_order). */
  relation: string | null;
  name: string | null;
  email: string | null;
  mobile_num: string | null;
  /** One unit before the item discount, and as paid. */
  price: number;
  discounted_price: number;
  /** discounted_price x unit. */
  sub_total: number;
}

export interface CartLine extends PricedLine {
  /** False when the item, size or plan is no longer sold, or the size has less stock than the unit. */
  available: boolean;
  /** Why it is not available (e.g. "Only 2 left in stock"); null otherwise. */
  message: string | null;
}

export interface Cart {
  carts: CartLine[];
  /** Sum of the lines' sub_total. */
  sub_total: number;
  /** What the order would cost before a coupon (equal to sub_total). */
  total_amount: number;
  /** True when every line is a template (no delivery address needed). */
  only_templates: boolean;
}

export interface DeliveryAddress {
  _id: string;
  label: AddressLabel;
  name: string;
  email: string;
  mobile_num: string;
  primary: boolean;
  address: {
    country: string;
    /** The province's name; province_id its _id. */
    province: string;
    province_id: string;
    district: Ref;
    area: string;
    address_line1: string;
  };
}

export interface Coupon {
  code: string;
  active: boolean;
  discount_percentage: number;
  expiry_date: string;
}

export interface OrderDeliveryAddress {
  _id: string;
  label: AddressLabel;
  name: string;
  email: string;
  mobile_num: string;
  address: { country: string; province: string; district: string; area: string; address_line1: string };
}

export interface Order {
  _id: string;
  user: { _id: string; email: string; name: string };
  status: OrderStatus;
  carts: PricedLine[];
  sub_total: number;
  coupon_code: string | null;
  coupon_discount_percentage: number;
  coupon_discount_amount: number;
  total_amount: number;
  only_templates: boolean;
  /** Placed through Buy Now (express checkout), not from the cart. */
  express: boolean;
  delivery_address: OrderDeliveryAddress | null;
  /** Payment reference (the providers' PRN). */
  identifier: string;
  remarks: string;
  /** HMAC-SHA512 hex over `<identifier>,<merchantCode>`: Fonepay's payment buttons need it. */
  fonepay_hash: string;
  createdAt: string;
  /** When an unpaid order is cancelled and its stock released. */
  expires_at: string;
}

export interface OrdersPage extends Paged {
  orders: Order[];
}
