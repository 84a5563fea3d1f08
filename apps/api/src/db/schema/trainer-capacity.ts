import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './users';

/**
 * A trainer's daily capacity (issue 17, the staff area's): the minutes of consultations they take per Nepal
 * day. No row means the default (240); the trainer and admins set it.
 */
export const trainerCapacities = pgTable('trainer_capacities', {
  trainerId: uuid('trainer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyMinutes: integer('daily_minutes').notNull().default(240) /* DEFAULT_DAILY_CAPACITY_MINUTES */,
  updatedAt: updatedAt(),
});
