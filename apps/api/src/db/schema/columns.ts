import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';

/** Column helpers every table uses: a random uuid key and creation/update times. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

type KeyedColumns<TColumns> = { id: ReturnType<typeof id> } & TColumns;

/** A table whose key is `id`, a random uuid, before its other columns: every table of the schema but the join tables. */
export function keyedTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extraConfig?: (
    self: BuildExtraConfigColumns<TName, KeyedColumns<TColumns>, 'pg'>,
  ) => PgTableExtraConfigValue[],
) {
  return pgTable<TName, KeyedColumns<TColumns>>(name, { id: id(), ...columns }, extraConfig);
}

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
