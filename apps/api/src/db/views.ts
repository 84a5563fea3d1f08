import type { SQL, Subquery, Table } from 'drizzle-orm';
import {
  QueryBuilder,
  type PgTable,
  type SelectedFields,
  type SubqueryWithSelection,
} from 'drizzle-orm/pg-core';

/**
 * Named columns of a table or of a view, as a select list: `columns(users, 'id', 'name')` is
 * `{ id: users.id, name: users.name }`. The order of the names is the order of the columns in the SQL.
 */
export function columns<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...names: K[]
): { [P in K]: T['_']['columns'][P] };
export function columns<T extends Subquery, K extends keyof T['_']['selectedFields'] & string>(
  view: T,
  ...names: K[]
): { [P in K]: T['_']['selectedFields'][P] };
export function columns(source: Table | Subquery, ...names: string[]): Record<string, unknown> {
  const all = source as unknown as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, all[name]]));
}

const qb = new QueryBuilder();

/**
 * An area's view (docs/decisions/041): a subquery of one of its tables with only the given columns (and rows,
 * with `where`), aliased `name`, for other areas' queries to join. PostgreSQL flattens it into the outer query.
 */
export function view<A extends string, F extends SelectedFields>(
  name: A,
  table: PgTable,
  fields: F,
  where?: SQL,
): SubqueryWithSelection<F, A> {
  // Over a table this function does not know, the select's own type is lost: the fields and the alias are the view.
  return qb.select(fields).from(table).where(where).as(name) as unknown as SubqueryWithSelection<F, A>;
}
