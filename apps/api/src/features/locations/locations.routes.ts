import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { districtsReply, provincesReply } from '@oxstrength/shared/contracts/site';
import { errors } from '../../lib/reply';
import { listDistricts, listProvinces } from './locations.service';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/provinces',
    {
      schema: {
        tags: ['locations'],
        summary: 'The 7 provinces of Nepal, by number',
        response: { 200: provincesReply },
      },
    },
    async () => ({ status: 'success' as const, provinces: await listProvinces(app.db) }),
  );

  app.get(
    '/province/district/:province',
    {
      schema: {
        tags: ['locations'],
        summary: "A province's districts, by name",
        description: 'province is the province name (any letter case) or its _id.',
        params: z.object({ province: z.string() }),
        response: { 200: districtsReply, ...errors(404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      districts: await listDistricts(app.db, request.params.province),
    }),
  );
};
