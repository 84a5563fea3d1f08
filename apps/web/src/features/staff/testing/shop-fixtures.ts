import type { Paged } from '@oxstrength/shared/contracts/reply';
import {
  staffCatalogueItemJson,
  staffCatalogueItemReply,
  staffCatalogueItemsPageReply,
  staffOrderCountsReply,
  staffOrderDetailJson,
  staffOrderDetailReply,
  staffOrderJson,
  staffOrdersPageReply,
  staffSizeJson,
  staffSizeReply,
  staffSizesPageReply,
  type StaffCatalogueItem,
  type StaffOrder,
  type StaffOrderDetail,
  type StaffSize,
} from '@oxstrength/shared/contracts/staff-orders';
import { productLine, templateLine } from '../../orders/testing/order-fixtures';

/**
 * The admins' shop replies (issue 19) as the API sends them: every builder parses its output with the reply
 * contract (packages/shared/src/contracts/staff-orders.ts), so a fixture the API could never send fails its test.
 */

/** Sita Sharma's order OXS-ABCDEFGHJKLM: paid with eSewa, its 2 kg whey not delivered yet. */
export const staffOrder = (overrides: Partial<StaffOrder> = {}): StaffOrder =>
  staffOrderJson.parse({
    _id: 'o1',
    identifier: 'OXS-ABCDEFGHJKLM',
    status: 'Active',
    buyer: { _id: 'u1', name: 'Sita Sharma', email: 'sita@example.com' },
    total_amount: 14800,
    lines: 2,
    to_deliver: 1,
    providers: ['esewa'],
    refund_status: null,
    createdAt: '2025-03-04T12:00:00.000Z',
    paid_at: '2025-03-04T12:05:00.000Z',
    ...overrides,
  });

/** The order with its lines, payments and delivery address; the buyer with their phone (+9779851098765). */
export const staffOrderDetail = (overrides: Partial<StaffOrderDetail> = {}): StaffOrderDetail => {
  const base = staffOrder(overrides);
  return staffOrderDetailJson.parse({
    ...base,
    buyer: { ...base.buyer, mobile_num: '+9779851098765' },
    carts: [
      { ...templateLine(), delivered_at: base.paid_at },
      { ...productLine(), delivered_at: null },
    ],
    sub_total: 14800,
    coupon_code: null,
    coupon_discount_amount: 0,
    delivery_address: {
      _id: 'a1',
      label: 'home',
      name: 'Sita Sharma',
      email: 'sita@example.com',
      mobile_num: '+9779841234567',
      address: {
        country: 'Nepal',
        province: 'Bagmati Province',
        district: 'Kathmandu',
        area: 'Baneshwor',
        address_line1: 'House 12, Street 4',
      },
    },
    remarks: 'OxStrength order OXS-ABCDEFGHJKLM',
    expires_at: '2025-03-04T12:30:00.000Z',
    stock_released: false,
    payments: [
      {
        _id: 'pay1',
        provider: 'esewa',
        status: 'Completed',
        reference: 'OXS-ABCDEFGHJKLM-1',
        provider_ref: 'ESEWA-REF-1',
        amount: 14800,
        failure_reason: null,
        createdAt: '2025-03-04T12:01:00.000Z',
        completed_at: '2025-03-04T12:05:00.000Z',
        refund_due_by: null,
      },
    ],
    refunds: [],
    ...overrides,
  });
};

export const staffOrdersPageOf = (orders: StaffOrder[], paged: Partial<Paged> = {}) =>
  staffOrdersPageReply.parse({
    status: 'success',
    orders,
    currentPage: 1,
    totalPage: 1,
    totalDocuments: orders.length,
    ...paged,
  });

export const staffOrderReplyOf = (order: StaffOrderDetail, message?: string) =>
  staffOrderDetailReply.parse({ status: 'success', ...(message && { message }), order });

export const shopCountsReply = (counts = { to_deliver: 2, refund_required: 1, low_stock: 4 }) =>
  staffOrderCountsReply.parse({ status: 'success', counts });

/** Whey Protein, 2 kg: 3 in stock. */
export const staffSize = (overrides: Partial<StaffSize> = {}): StaffSize =>
  staffSizeJson.parse({
    _id: 's1',
    size: '2 kg',
    servings: '60',
    price: 7000,
    discounted_price: 6500,
    stock: 3,
    product: { _id: 'p1', slug: 'whey-protein', title: 'Whey Protein', published: true },
    ...overrides,
  });

export const staffSizesPageOf = (sizes: StaffSize[]) =>
  staffSizesPageReply.parse({
    status: 'success',
    sizes,
    currentPage: 1,
    totalPage: 1,
    totalDocuments: sizes.length,
  });

export const staffSizeReplyOf = (size: StaffSize, message?: string) =>
  staffSizeReply.parse({ status: 'success', ...(message && { message }), size });

export const catalogueItem = (overrides: Partial<StaffCatalogueItem> = {}): StaffCatalogueItem =>
  staffCatalogueItemJson.parse({
    _id: 't1',
    kind: 'template',
    slug: 'strength-block',
    title: 'Strength Block',
    published: true,
    ...overrides,
  });

export const catalogueItemsPageOf = (items: StaffCatalogueItem[]) =>
  staffCatalogueItemsPageReply.parse({
    status: 'success',
    items,
    currentPage: 1,
    totalPage: 1,
    totalDocuments: items.length,
  });

export const catalogueItemReplyOf = (item: StaffCatalogueItem, message?: string) =>
  staffCatalogueItemReply.parse({ status: 'success', ...(message && { message }), item });
