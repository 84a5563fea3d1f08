import type { Db } from '../../db/client';
import { isId } from '../../lib/path-id';
import { userContact } from '../users/users.service';
import { findProgrammeSubscription, type ProgrammeModel } from './coaching-training.repository';

/** Who holds a coaching or paid consultation (the staff area mails them its decisions), or undefined. */
export async function programmeHolder(db: Db, subscriptionId: string, onModel: ProgrammeModel) {
  const sub = isId(subscriptionId) ? await findProgrammeSubscription(db, subscriptionId, onModel) : undefined;
  return sub ? userContact(db, sub.userId) : undefined;
}
