import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cartChangeReply, cartReply } from '@oxstrength/shared/contracts/cart';
import { cartLineSchema, cartUpdateSchema, expressCheckoutSchema } from '@oxstrength/shared/schemas/cart';
import { errors } from '../../lib/reply';
import { addToCart, buyNow, clearCart, getCart, removeCartLine, updateCartLine } from './cart.service';

/** Malformed ids name no line: the service answers 404 "Cart item not found", like a missing one. */
const idParams = z.object({ id: z.string() });

const RULES =
  'Prices always come from the catalogue. Template: unit 1. Product: product_size (a size of that product) and ' +
  "self_order true; unit 1 to the size's stock. Coaching / Consultation: trainer with rates for it and an offered " +
  'plan; unit 1. Gifts (self_order false) need name, email, mobile_num and relation (Family, Friend, Other).';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a caller without a valid token gets 401 before their body is even read.
  const signedIn = { onRequest: app.authenticate };
  const tags = ['cart'];
  const security = [{ jwt: [] }];

  app.get(
    '/user/carts',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The caller's main cart, oldest line first, priced now",
        description:
          'Each line says whether it can be bought as it stands (available, message). The express (Buy Now) line ' +
          'is never listed.',
        response: { 200: cartReply, ...errors(401) },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await getCart(app.db, request.currentUser!.id)) }),
  );

  app.post(
    '/user/cart',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Add an item to the cart',
        description:
          `${RULES} The same item with the same options (size, plan, trainer, who it is for) merges into one line: ` +
          'products add their units (within stock), other items stay at 1. At most 50 lines.',
        body: cartLineSchema,
        response: { 201: cartChangeReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const result = await addToCart(app.db, request.currentUser!.id, request.body);
      return reply.status(201).send({ status: 'success', ...result });
    },
  );

  app.post(
    '/user/cart/buynow',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Express checkout: a one-line cart for Buy Now, kept apart from the main cart',
        description:
          `${RULES} on_model is template, product, coaching or consultation; plan is the coaching or consultation ` +
          "plan. Replaces the caller's previous express line; its _id is what POST /order/initiate takes.",
        body: expressCheckoutSchema,
        response: { 200: cartReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await buyNow(app.db, request.currentUser!.id, request.body)),
    }),
  );

  // Registered before /user/cart/:id (a static path wins anyway; this keeps the intent visible).
  app.delete(
    '/user/cart/reset',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Remove every line of the main cart',
        response: { 200: cartChangeReply, ...errors(401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await clearCart(app.db, request.currentUser!.id)),
    }),
  );

  app.put(
    '/user/cart/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Change a cart line: unit, size (products) or who it is for',
        description: `${RULES} A line that becomes the same as another line merges into it.`,
        params: idParams,
        body: cartUpdateSchema,
        response: { 200: cartChangeReply, ...errors(401, 404, 409, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await updateCartLine(app.db, request.currentUser!.id, request.params.id, request.body)),
    }),
  );

  app.delete(
    '/user/cart/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Remove a line from the cart',
        params: idParams,
        response: { 200: cartChangeReply, ...errors(401, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await removeCartLine(app.db, request.currentUser!.id, request.params.id)),
    }),
  );
};
