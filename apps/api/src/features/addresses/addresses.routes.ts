import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressesReply, addressReply } from '@oxstrength/shared/contracts/addresses';
import { deliveryAddressSchema } from '@oxstrength/shared/schemas/address';
import { errors, messageOnly } from '../../lib/reply';
import {
  ADDRESS_MESSAGES,
  addAddress,
  deleteAddress,
  listAddresses,
  MAX_ADDRESSES,
  updateAddress,
} from './addresses.service';

/** Any text: a malformed id names no address of the caller's, so it answers the same 404 as a missing one. */
const addressParams = z.object({ id: z.string() });

const bodyDescription =
  'Body: label (home, office or other; shown as Home, Work, Other), name, email, mobile_num, primary (optional), ' +
  'address { country (Nepal), province (a province _id or name), district (a district _id of that province), area, ' +
  "address_line1 }. An unknown province answers 422 errors['address.province'], a district outside it 422 " +
  "errors['address.district'].";

/** The caller's delivery addresses (spec part 1 section 7, Delivery). */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/user/delivery/addresses',
    {
      ...signedIn,
      schema: {
        tags: ['addresses'],
        summary: "The caller's delivery addresses, the primary one first, then the newest",
        security: [{ jwt: [] }],
        response: { 200: addressesReply, ...errors(401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      addresses: await listAddresses(app.db, request.currentUser!.id),
    }),
  );

  app.post(
    '/user/delivery/address',
    {
      ...signedIn,
      schema: {
        tags: ['addresses'],
        summary: 'Save a delivery address',
        description:
          `${bodyDescription} The first address becomes primary; primary true makes it the only primary one. ` +
          `At most ${MAX_ADDRESSES} addresses (409).`,
        security: [{ jwt: [] }],
        body: deliveryAddressSchema,
        response: { 201: addressReply, ...errors(401, 409, 422) },
      },
    },
    async (request, reply) => {
      const address = await addAddress(app.db, request.currentUser!.id, request.body);
      return reply.status(201).send({ status: 'success', message: ADDRESS_MESSAGES.added, address });
    },
  );

  app.put(
    '/user/delivery/address/:id',
    {
      ...signedIn,
      schema: {
        tags: ['addresses'],
        summary: "Rewrite one of the caller's delivery addresses",
        description:
          `${bodyDescription} primary true makes it the only primary one; primary false on the primary one hands ` +
          'the flag to the newest other address (an only address stays primary); omitted keeps it as it is.',
        security: [{ jwt: [] }],
        params: addressParams,
        body: deliveryAddressSchema,
        response: { 200: addressReply, ...errors(401, 404, 422) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ADDRESS_MESSAGES.updated,
      address: await updateAddress(app.db, request.currentUser!.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/user/delivery/address/:id',
    {
      ...signedIn,
      schema: {
        tags: ['addresses'],
        summary: "Delete one of the caller's delivery addresses",
        description: 'Deleting the primary address makes the newest remaining one primary.',
        security: [{ jwt: [] }],
        params: addressParams,
        response: { 200: messageOnly, ...errors(401, 404) },
      },
    },
    async (request) => {
      await deleteAddress(app.db, request.currentUser!.id, request.params.id);
      return { status: 'success' as const, message: ADDRESS_MESSAGES.deleted };
    },
  );
};
