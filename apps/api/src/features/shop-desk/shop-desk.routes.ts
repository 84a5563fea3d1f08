import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffCatalogueItemReply,
  staffCatalogueItemsPageReply,
  staffOrderCountsReply,
  staffOrderDetailReply,
  staffOrdersPageReply,
  staffSizeReply,
  staffSizesPageReply,
} from '@oxstrength/shared/contracts/staff-orders';
import {
  cancelOrderSchema,
  catalogueKindField,
  deliverOrderSchema,
  LOW_STOCK_THRESHOLD,
  publishSchema,
  refundOrderSchema,
  restockSchema,
  sizePriceSchema,
  staffOrderFilters,
} from '@oxstrength/shared/schemas/staff-orders';
import { errors, pagingQuery } from '../../lib/reply';
import { staffCaller } from '../../lib/staff-caller';
import { cancelOrder } from '../../workflows/cancel-order';
import { deliverOrder } from '../../workflows/deliver-order';
import { refundOrder } from '../../workflows/refund-order';
import { idParams, security, tags } from '../staff/staff-route-parts';
import {
  exportOrders,
  listCatalogue,
  listOrders,
  listSizes,
  price,
  publish,
  readOrder,
  restock,
  shopActor,
  shopCounts,
} from './shop-desk.service';

/**
 * The shop desk, the admins' shop workspace (issue 19), under /api/v1/staff beside the coaching desk's routes and
 * behind the same role check (401 signed out, 403 for a client; registered by staff.plugin.ts); every route's
 * policy action is admin-only, so a trainer gets 403 too. Writes are audited; delivering, cancelling and refunding
 * an order are workflows, which mail the buyer in their transaction.
 */

const ADMINS = 'Admins only (trainers 403).';
const searchField = z
  .string({ error: 'q must be text' })
  .trim()
  .max(100, 'q must be at most 100 characters')
  .optional();

export const shopStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        security,
        summary: 'Policy order.list: every buyer’s orders, filtered and paged',
        description:
          'Newest first; the inbox lists (status to_deliver, refund_required) oldest first. q matches part of the ' +
          `buyer’s name or email, or of the order number; from and to are days in Nepal. ${ADMINS}`,
        querystring: z.object({ ...staffOrderFilters, ...pagingQuery(20, 100) }),
        response: { 200: staffOrdersPageReply, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listOrders(app, staffCaller(request), request.query)),
    }),
  );

  app.get(
    '/orders/export',
    {
      // The CSV as it is; an error reply as JSON.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
      schema: {
        tags,
        security,
        summary: 'Policy order.export: the filtered orders as CSV (text/csv, at most 5000 rows)',
        description: `The filters of GET /staff/orders, in its order. ${ADMINS}`,
        querystring: z.object(staffOrderFilters),
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const csv = await exportOrders(app, staffCaller(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="oxstrength-orders.csv"')
        .send(csv);
    },
  );

  app.get(
    '/orders/counts',
    {
      schema: {
        tags,
        security,
        summary: 'Policy order.list: the inbox’s counts of orders to deliver, refunds to record, low stock',
        description: `Low stock: sizes with ${LOW_STOCK_THRESHOLD} units or fewer. ${ADMINS}`,
        response: { 200: staffOrderCountsReply, ...errors(401, 403) },
      },
    },
    async (request) => ({ status: 'success' as const, counts: await shopCounts(app, staffCaller(request)) }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Policy order.read: one order with its lines, payments, provider references and refunds',
        description: ADMINS,
        params: idParams,
        response: { 200: staffOrderDetailReply, ...errors(401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      order: await readOrder(app, staffCaller(request), request.params.id),
    }),
  );

  const decided = { 200: staffOrderDetailReply, ...errors(400, 401, 403, 404, 409, 422) };

  app.post(
    '/orders/:id/deliver',
    {
      schema: {
        tags,
        security,
        summary: 'Policy order.deliver: mark product lines of a paid order delivered (the buyer is mailed)',
        description:
          'lines: the product lines (default: every one not delivered yet). Once none is left the order is ' +
          'Delivered. 409 for an order not Active (a Delivered one too), without products (delivered at payment), ' +
          `or a line already delivered. ${ADMINS}`,
        params: idParams,
        body: deliverOrderSchema.optional(),
        response: decided,
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await deliverOrder(
        app,
        shopActor(staffCaller(request), 'order.deliver'),
        request.params.id,
        request.body?.lines,
      )),
    }),
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Policy order.cancel: cancel an unpaid order, with a reason (the buyer is mailed)',
        description:
          'Initiated or Pending only (409 otherwise: a paid or Delivered order cannot be cancelled). Its stock ' +
          `returns exactly once, also when the expiry job reaches it at the same moment. ${ADMINS}`,
        params: idParams,
        body: cancelOrderSchema,
        response: decided,
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await cancelOrder(
        app,
        shopActor(staffCaller(request), 'order.cancel'),
        request.params.id,
        request.body.reason,
      )),
    }),
  );

  app.post(
    '/orders/:id/refund',
    {
      schema: {
        tags,
        security,
        summary: 'Policy order.refund: record a refund, owed or for a return (the buyer is mailed)',
        description:
          'With provider_ref, the refund a flagged order owes (decision 019): amount (rupees, at most what its ' +
          'completed payments took), provider_ref (the provider’s reference of the refund), note, payment ' +
          '(optional: the completed payment refunded); the order is then Refunded; 409 when it owes no refund. ' +
          'Without provider_ref, a refund for goods given back (issue 36): amount (rupees, at most what the order ' +
          'kept less earlier returns), reason (required), lines (optional: [{ line, units }], default the whole ' +
          'order), restock (put the product units back in stock); a paid or Delivered order only (409 otherwise, ' +
          `or once refunded in full); the order reads Partly refunded or Refunded. ${ADMINS}`,
        params: idParams,
        body: refundOrderSchema,
        response: decided,
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await refundOrder(
        app,
        shopActor(staffCaller(request), 'order.refund'),
        request.params.id,
        request.body,
      )),
    }),
  );

  app.get(
    '/product-sizes',
    {
      schema: {
        tags,
        security,
        summary: 'Policy catalogue.read: product sizes with stock and prices, searched; low=true: low stock',
        description: `low=true lists sizes with ${LOW_STOCK_THRESHOLD} units or fewer, fewest first. ${ADMINS}`,
        querystring: z.object({
          q: searchField,
          low: z
            .enum(['true', 'false'], { error: 'low must be true or false' })
            .optional()
            .transform((v) => v === 'true'),
          ...pagingQuery(20, 100),
        }),
        response: { 200: staffSizesPageReply, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listSizes(app, staffCaller(request), request.query)),
    }),
  );

  const sized = { 200: staffSizeReply, ...errors(400, 401, 403, 404, 422) };

  app.post(
    '/product-sizes/:id/restock',
    {
      schema: {
        tags,
        security,
        summary: 'Policy product.restock: add units to a size’s stock',
        description: ADMINS,
        params: idParams,
        body: restockSchema,
        response: sized,
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await restock(app, staffCaller(request), request.params.id, request.body.units)),
    }),
  );

  app.post(
    '/product-sizes/:id/price',
    {
      schema: {
        tags,
        security,
        summary: 'Policy product.price: set a size’s price and discounted price (rupees)',
        description: `The discounted price is what the size sells for; at most the price. ${ADMINS}`,
        params: idParams,
        body: sizePriceSchema,
        response: sized,
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await price(app, staffCaller(request), request.params.id, request.body)),
    }),
  );

  const kindParams = z.object({ kind: catalogueKindField() });

  app.get(
    '/catalogue/:kind',
    {
      schema: {
        tags,
        security,
        summary: 'Policy catalogue.read: templates, products, coaching or consultations, published or not',
        description: `By title; q matches part of it. ${ADMINS}`,
        params: kindParams,
        querystring: z.object({ q: searchField, ...pagingQuery(20, 100) }),
        response: { 200: staffCatalogueItemsPageReply, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listCatalogue(app, staffCaller(request), request.params.kind, request.query)),
    }),
  );

  app.post(
    '/catalogue/:kind/:id/publish',
    {
      schema: {
        tags,
        security,
        summary:
          'Policy catalogue.publish: publish or unpublish a template, product, coaching or consultation',
        description: `An unpublished item leaves the catalogue; orders and subscriptions keep it. ${ADMINS}`,
        params: kindParams.extend({ id: z.string() }),
        body: publishSchema,
        response: { 200: staffCatalogueItemReply, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await publish(
        app,
        staffCaller(request),
        request.params.kind,
        request.params.id,
        request.body.published,
      )),
    }),
  );
};
