import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import { itemsPage, publishItem } from '../categories/publish-step';
import { templateItems } from './templates-admin.repository';

/** The admins' publish switch for templates (issue 19): an unpublished template leaves the catalogue. */

export const listStaffTemplates = (db: Db, q: { q?: string; page: number; resultsPerPage: number }) =>
  itemsPage(db, templateItems, 'template', q);

export const publishTemplate = (db: Db, id: string, staff: AuditActor, published: boolean) =>
  publishItem(db, templateItems, 'template', 'Template not found', id, staff, published);
