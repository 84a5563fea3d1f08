import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditEntriesPageReply } from '@oxstrength/shared/contracts/staff';
import { AUDIT_RECORD_TYPES } from '@oxstrength/shared/schemas/staff';
import { errors, pagingQuery } from '../../lib/reply';
import { listAuditEntries } from '../audit/audit.service';
import { requireAction, staffCaller } from '../../lib/staff-caller';
import { security, tags } from './staff-route-parts';

/**
 * The staff workspace's own route under /api/v1/staff (issue 17): the audit log of a record, for admins. The
 * desks' routes (features/coaching-desk, the shop's) are registered beside it by staff.plugin.ts, behind its
 * role hook and each route's policy action.
 */

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags,
        security,
        summary: 'Policy audit.read (admins only): the audit entries of one record, newest first, paged',
        querystring: z.object({
          record_type: z.enum(AUDIT_RECORD_TYPES, {
            error: `record_type must be one of ${AUDIT_RECORD_TYPES.join(', ')}`,
          }),
          record_id: z.uuid({ error: 'record_id must be a record id' }),
          ...pagingQuery(20, 100),
        }),
        response: { 200: auditEntriesPageReply, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      requireAction(staffCaller(request), 'audit.read');
      return { status: 'success' as const, ...(await listAuditEntries(app.db, request.query)) };
    },
  );
};
