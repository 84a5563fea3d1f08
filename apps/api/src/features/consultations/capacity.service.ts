import { DEFAULT_DAILY_CAPACITY_MINUTES } from '@oxstrength/shared/capacity';
import type { TrainerCapacity } from '@oxstrength/shared/contracts/staff-calendar';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isId } from '../../lib/path-id';
import { listTrainers } from '../trainers/trainers.service';
import { findUserById } from '../users/users.service';
import { recordAudit } from '../audit/audit.service';
import { findDailyMinutes, upsertDailyMinutes } from './capacity.repository';
import { requireAction, type StaffCaller } from '../../lib/staff-caller';
import { can } from '@oxstrength/shared/policy';

/**
 * The capacity area (owns `trainer_capacities`): a trainer's daily capacity in minutes per Nepal day (issue 17),
 * 240 until the trainer or an admin sets it. The staff area gives it routes under /staff/trainers; the
 * training area reads it when staff approve a consultation date.
 */

export const TRAINER_NOT_FOUND = 'Trainer not found';

/** The trainer's minutes per day. */
export async function dailyCapacity(db: Db | Tx, trainerId: string): Promise<number> {
  return (await findDailyMinutes(db, trainerId)) ?? DEFAULT_DAILY_CAPACITY_MINUTES;
}

/**
 * The trainer `id` as the caller may see them under `action`: a trainer only themselves (another trainer
 * answers 404, as if missing); an admin any trainer. 404 too when `id` is no trainer.
 */
export async function trainerInScope(
  db: Db | Tx,
  caller: StaffCaller,
  action: 'capacity.read' | 'capacity.update',
  id: string,
) {
  requireAction(caller, action);
  if (!isId(id) || !can(caller, action, { trainerId: id })) throw notFound(TRAINER_NOT_FOUND);
  const user = await findUserById(db, id);
  if (!user || user.userType !== 'Trainer') throw notFound(TRAINER_NOT_FOUND);
  return { _id: user.id, name: user.name };
}

export async function getTrainerCapacity(db: Db, caller: StaffCaller, id: string): Promise<TrainerCapacity> {
  const trainer = await trainerInScope(db, caller, 'capacity.read', id);
  return { trainer, daily_capacity_minutes: await dailyCapacity(db, trainer._id) };
}

/** PUT /staff/trainers/{id}/capacity: the trainer or an admin sets it; the audit keeps before and after. */
export function setTrainerCapacity(
  db: Db,
  caller: StaffCaller,
  id: string,
  minutes: number,
): Promise<TrainerCapacity> {
  return db.transaction(async (tx) => {
    const trainer = await trainerInScope(tx, caller, 'capacity.update', id);
    const before = (await upsertDailyMinutes(tx, trainer._id, minutes)) ?? DEFAULT_DAILY_CAPACITY_MINUTES;
    await recordAudit(tx, {
      userId: caller.id,
      role: caller.actor,
      action: 'capacity.update',
      recordType: 'trainer',
      recordId: trainer._id,
      before: { daily_capacity_minutes: before },
      after: { daily_capacity_minutes: minutes },
    });
    return { trainer, daily_capacity_minutes: minutes };
  });
}

/** GET /staff/trainers: every trainer for an admin; a trainer only themselves. */
export async function trainersInScope(db: Db, caller: StaffCaller) {
  requireAction(caller, 'capacity.read');
  const { trainers } = await listTrainers(db);
  const all = trainers.map((t) => ({ _id: t._id, name: t.name }));
  if (caller.userType === 'Admin') return all;
  const self = await findUserById(db, caller.id);
  return self ? [{ _id: self.id, name: self.name }] : [];
}
