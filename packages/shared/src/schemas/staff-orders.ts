import { z } from 'zod';
import { PROVIDER_IDS } from '../contracts/payments';
import { numberField, requiredText } from '../fields';
import { ORDER_FILTER_VALUES } from '../status';
import { isCalendarDate, REMARKS_MAX } from '../training';

/**
 * Request bodies and queries of the admins' shop workspace (issue 19): orders (list, filter, export, deliver,
 * cancel, refund) and the catalogue (restock, prices, publishing, low stock).
 */

/**
 * The orders list's status filter: the buyer's filters (status.ts ORDER_FILTERS), plus the two lists of the
 * inbox: paid orders with product lines still to deliver, and orders owing a refund.
 */
export const STAFF_ORDER_STATES = ['to_deliver', 'refund_required', ...ORDER_FILTER_VALUES] as const;
export type StaffOrderState = (typeof STAFF_ORDER_STATES)[number];

const dateFilter = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(isCalendarDate, `${name} must be a date (YYYY-MM-DD)`)
    .optional()
    .describe('YYYY-MM-DD, a day in Nepal (inclusive)');

/** GET /staff/orders and /staff/orders/export: the filters (paging aside). */
export const staffOrderFilters = {
  status: z
    .enum(STAFF_ORDER_STATES, { error: `status must be one of ${STAFF_ORDER_STATES.join(', ')}` })
    .optional()
    .describe(
      'to_deliver: Active with product lines not delivered yet; refund_required: a refund to record; the ' +
        'others as the buyer’s filter (active, pending, delivered, cancelled, failed). None: all',
    ),
  provider: z
    .enum(PROVIDER_IDS, { error: `provider must be one of ${PROVIDER_IDS.join(', ')}` })
    .optional()
    .describe('Orders with a payment (any status) through this provider'),
  from: dateFilter('from'),
  to: dateFilter('to'),
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(100, 'q must be at most 100 characters')
    .optional()
    .describe('Part of the buyer’s name or email, or of the order number (OXS-…)'),
};

export const STAFF_TEXT_MAX = REMARKS_MAX;

/** POST /staff/orders/{id}/deliver: which product lines (default: every one not delivered yet). */
export const deliverOrderSchema = z.object({
  lines: z
    .array(z.string({ error: 'lines must be order line ids' }), { error: 'lines must be order line ids' })
    .max(100, 'lines must be at most 100 ids')
    .optional(),
});
export type DeliverOrderInput = z.input<typeof deliverOrderSchema>;

/** POST /staff/orders/{id}/cancel: why (the buyer is mailed it). */
export const cancelOrderSchema = z.object({ reason: requiredText('Reason is required', STAFF_TEXT_MAX) });
export type CancelOrderInput = z.input<typeof cancelOrderSchema>;

const rupeesField = (required: string, positive: string) =>
  numberField(required)
    .pipe(z.number({ error: required }))
    .refine((v) => Math.round(v * 100) === Number((v * 100).toPrecision(12)), 'At most 2 decimals')
    .refine((v) => v > 0, positive)
    .refine((v) => v <= 10_000_000, 'Must be at most Rs. 1,00,00,000');

/**
 * POST /staff/orders/{id}/refund, two kinds in one body:
 * - with provider_ref: the refund a flagged order owes (paid twice or too late), made at the provider (issue 19);
 * - without it, with a reason: a refund for goods given back (issue 36), of a paid or delivered order, whole or
 *   for some lines (`lines`: which line, how many units), its units put back in stock with `restock`.
 */
export const refundOrderSchema = z
  .object({
    amount: rupeesField('Amount is required', 'Amount must be more than 0'),
    provider_ref: requiredText('Provider reference is required', 100)
      .optional()
      .describe('The provider’s reference of a flagged refund (omit for a return)'),
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(STAFF_TEXT_MAX, `Must be at most ${STAFF_TEXT_MAX} characters`)
      .default(''),
    payment: z.string({ error: 'payment must be a payment id' }).optional().describe('The payment refunded'),
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(STAFF_TEXT_MAX, `Must be at most ${STAFF_TEXT_MAX} characters`)
      .optional()
      .describe('Why the order or its lines are refunded (a return: required without provider_ref)'),
    lines: z
      .array(
        z.object({
          line: z.string({ error: 'line must be an order line id' }),
          units: numberField('Units is required')
            .pipe(z.number({ error: 'Units is required' }).int('Units must be a whole number'))
            .refine((v) => v >= 1, 'Units must be at least 1'),
        }),
        { error: 'lines must be a list of { line, units }' },
      )
      .max(100, 'lines must be at most 100 lines')
      .optional()
      .describe('The lines given back and how many units of each (omit: the whole order)'),
    restock: z
      .boolean({ error: 'restock must be true or false' })
      .default(false)
      .describe('Put the returned product units back in stock'),
  })
  .superRefine((v, ctx) => {
    if (v.provider_ref === undefined && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Reason is required' });
  });
export type RefundOrderInput = z.input<typeof refundOrderSchema>;

/** POST /staff/product-sizes/{id}/restock: units added to the size's stock. */
export const restockSchema = z.object({
  units: numberField('Units is required')
    .pipe(z.number({ error: 'Units is required' }).int('Units must be a whole number'))
    .refine((v) => v >= 1, 'Units must be at least 1')
    .refine((v) => v <= 100_000, 'Units must be at most 100000'),
});
export type RestockInput = z.input<typeof restockSchema>;

/** A price a buyer pays: whole rupees (decision 035, pricing.ts wholeRupees). */
const wholeRupeesField = (name: string) =>
  rupeesField(`${name} is required`, `${name} must be more than 0`).refine(
    (v) => Number.isInteger(v),
    `${name} must be in whole rupees`,
  );

/** POST /staff/product-sizes/{id}/price: the size's price and the price it sells for (whole rupees). */
export const sizePriceSchema = z
  .object({
    price: wholeRupeesField('Price'),
    discounted_price: wholeRupeesField('Discounted price'),
  })
  .refine((v) => v.discounted_price <= v.price, {
    message: 'Discounted price cannot be more than the price',
    path: ['discounted_price'],
  });
export type SizePriceInput = z.input<typeof sizePriceSchema>;

/** What the admins publish or unpublish. */
export const CATALOGUE_KINDS = ['template', 'product', 'coaching', 'consultation'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const catalogueKindField = () =>
  z.enum(CATALOGUE_KINDS, { error: `kind must be one of ${CATALOGUE_KINDS.join(', ')}` });

/** POST /staff/catalogue/{kind}/{id}/publish. */
export const publishSchema = z.object({
  published: z.boolean({ error: 'published must be true or false' }),
});
export type PublishInput = z.input<typeof publishSchema>;

/** A size is low on stock at this many units or fewer (the low-stock list's default). */
export const LOW_STOCK_THRESHOLD = 5;
