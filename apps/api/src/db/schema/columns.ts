import { integer, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Column helpers every table uses: a random uuid key and creation/update times. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A moment, with its time zone (every timestamp of the schema is one). */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

type OnDelete = 'cascade' | 'restrict' | 'set null';

/** A uuid that must point at a row of another table (or this one); without onDelete the database refuses the delete. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete?: OnDelete) =>
  uuid(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** A uuid that may point at a row of another table (or this one). */
export const optionalRef = (name: string, target: () => AnyPgColumn, onDelete: OnDelete) =>
  uuid(name).references(target, { onDelete });

/** One exercise (or meal) of a weekly schedule, week -> day -> activities in order: a template's, or a subscription's copy of it. */
export const scheduleActivity = () => ({
  week: integer('week').notNull(),
  day: integer('day').notNull(),
  position: integer('position').notNull().default(0),
  movement: text('movement').notNull(),
  intensity: text('intensity').notNull().default(''),
  sets: text('sets').notNull().default(''),
  reps: text('reps').notNull().default(''),
  tempo: text('tempo').notNull().default(''),
  rest: text('rest').notNull().default(''),
  note: text('note').notNull().default(''),
});
