import type { Db } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import { itemsPage, publishItem } from '../categories/publish-step';
import { programmeItems } from './programmes-admin.repository';

/** The admins' publish switch for coaching and consultations (issue 19). */

export type ProgrammeName = keyof typeof programmeItems;

const NOT_FOUND: Record<ProgrammeName, string> = {
  coaching: 'Coaching not found',
  consultation: 'Consultation not found',
};

export const listStaffProgrammes = (
  db: Db,
  kind: ProgrammeName,
  q: { q?: string; page: number; resultsPerPage: number },
) => itemsPage(db, programmeItems[kind], kind, q);

export const publishProgramme = (
  db: Db,
  kind: ProgrammeName,
  id: string,
  staff: AuditActor,
  published: boolean,
) => publishItem(db, programmeItems[kind], kind, NOT_FOUND[kind], id, staff, published);
