import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInformationReply } from '@oxstrength/shared/contracts/site';
import { contactQuerySchema } from '@oxstrength/shared/schemas/contact';
import { errors, messageOnly } from '../../lib/reply';
import { getContactInformation, sendEnquiry } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contact/information',
    {
      schema: {
        tags: ['contact'],
        summary: 'Public contact details and social links',
        response: { 200: contactInformationReply, ...errors(404) },
      },
    },
    async () => ({ status: 'success' as const, contact_information: await getContactInformation(app.db) }),
  );

  app.post(
    '/contact/query',
    {
      config: { rateLimit: { max: app.config.FORM_RATE_LIMIT_MAX, timeWindow: 15 * 60 * 1000 } },
      schema: {
        tags: ['contact'],
        summary: 'Send an enquiry to the support team',
        description: 'Stored, mailed to staff, and acknowledged to the sender by mail.',
        body: contactQuerySchema,
        response: { 201: messageOnly, ...errors(422, 429) },
      },
    },
    async (request, reply) => {
      await sendEnquiry(app, request.body);
      return reply.status(201).send({ status: 'success', message: 'Your enquiry has been sent.' });
    },
  );
};
