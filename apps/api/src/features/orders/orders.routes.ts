import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDERS_PAGE_SIZE } from '@oxstrength/shared/constants';
import { orderReply, ordersPageReply } from '@oxstrength/shared/contracts/orders';
import { toPaisa } from '@oxstrength/shared/money';
import { orderInitiateSchema } from '@oxstrength/shared/schemas/cart';
import { ORDER_FILTER_VALUES } from '@oxstrength/shared/status';
import { errors, pagingQuery } from '../../lib/reply';
import { getOrder, initiateOrder, listOrders, ORDER_INITIATED } from './orders.service';

const listQuery = z.object({
  status: z
    .enum(ORDER_FILTER_VALUES, { error: `status must be one of ${ORDER_FILTER_VALUES.join(', ')}` })
    .optional()
    .describe(
      'active: Active; pending: Initiated and Pending; delivered: Delivered; cancelled: Cancelled; failed: Failed. ' +
        'None: all',
    ),
  sort: z.enum(['latest'], { error: 'sort must be latest' }).default('latest'),
  ...pagingQuery(ORDERS_PAGE_SIZE, 50),
});

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/order/initiate',
    {
      onRequest: app.authenticate,
      config: {
        // Counted per signed-in user, after authentication (the key is the caller's id).
        rateLimit: {
          max: app.config.ORDER_RATE_LIMIT_MAX,
          timeWindow: 60 * 1000,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `order:${request.currentUser?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['orders'],
        summary: "Create an order from the caller's cart lines, reserving product stock",
        description:
          'Body: carts (cart line ids, main or express), coupon_code, delivery_address (an address id; required ' +
          'unless every line is a template). In one transaction the server prices every line again, applies the ' +
          'coupon, takes the ordered units off the sizes’ stock and creates the order (status Initiated). An ' +
          `order not paid within ORDER_EXPIRY_MINUTES is cancelled and its stock given back. Placing the same ` +
          'lines again replaces the caller’s earlier unpaid order of them (one at a time, however many arrive ' +
          'together). 409 when the caller’s unpaid orders would hold more than UNPAID_HOLD_MAX_UNITS units of one ' +
          'size or come to more than UNPAID_HOLD_MAX_VALUE rupees, or when the stock is short. At most ' +
          'ORDER_RATE_LIMIT_MAX initiations per user per minute.',
        security: [{ jwt: [] }],
        body: orderInitiateSchema,
        response: { 201: orderReply, ...errors(400, 401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const order = await initiateOrder(app.db, request.currentUser!.id, request.body, {
        expiryMinutes: app.config.ORDER_EXPIRY_MINUTES,
        fonepay: app.config.payments.fonepay,
        holdCaps: {
          units: app.config.UNPAID_HOLD_MAX_UNITS,
          value: toPaisa(app.config.UNPAID_HOLD_MAX_VALUE),
        },
      });
      return reply.status(201).send({ status: 'success', message: ORDER_INITIATED, order });
    },
  );

  app.get(
    '/user/orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, newest first, filtered by status and paged",
        security: [{ jwt: [] }],
        querystring: listQuery,
        response: { 200: ordersPageReply, ...errors(400, 401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await listOrders(app.db, request.currentUser!.id, request.query, app.config.payments.fonepay)),
    }),
  );

  app.get(
    '/user/order/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "One of the caller's orders",
        description: '404 alike for a missing order, a malformed id and another user’s order.',
        security: [{ jwt: [] }],
        params: z.object({ id: z.string() }),
        response: { 200: orderReply, ...errors(401, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await getOrder(app.db, request.currentUser!.id, request.params.id, app.config.payments.fonepay)),
    }),
  );
};
