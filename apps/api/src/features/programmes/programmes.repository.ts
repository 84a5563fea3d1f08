import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListSort } from '@oxstrength/shared/constants';
import type { Db, Tx } from '../../db/client';
import { trainingCategoryNames } from '../categories/categories.views';
import { publicUsers } from '../users/users.views';
import { trainerProfileSummaries } from '../trainers/trainers.views';
import { itemRatings } from '../../db/item-ratings';
import { prefixTsQuery, tsRank } from '../../lib/full-text-search';
// The rates join the views of users, trainers and categories to show each rate's trainer, the way trainers do.
import {
  isTrainerUser,
  trainerOrder,
  trainerProfileJoin,
  trainerSummaryColumns,
  trainingCategoryJoin,
  type TrainerSummaryRow,
} from '../trainers/trainer-summary';
import { coachingKind, consultationKind, type ProgrammeKind, type ProgrammeTable } from './programme-kinds';

type Conn = Db | Tx;

const cardColumns = (t: ProgrammeTable) => ({
  id: t.id,
  slug: t.slug,
  title: t.title,
  cover: t.cover,
  discountActive: t.discountActive,
  discountTitle: t.discountTitle,
  discountPercentage: t.discountPercentage,
  averageRating: t.averageRating,
  ratingCount: t.ratingCount,
});

export interface ProgrammeCardRow {
  id: string;
  slug: string;
  title: string;
  cover: string;
  discountActive: boolean;
  discountTitle: string | null;
  discountPercentage: number;
  averageRating: number;
  ratingCount: number;
}
export type ProgrammeRow = ProgrammeCardRow & { description: string };

export interface ProgrammeFilter {
  /** Free search text (prefix match on every word). */
  q?: string;
  /** Absent: by relevance when searching, else popular. */
  sort?: ListSort;
  limit: number;
  offset: number;
}

function sortOrder(t: ProgrammeTable, sort: ListSort): SQL[] {
  // Programmes with no offered plan have min_price 0: they come last in both price sorts.
  const unpriced = sql`(${t.minPrice} = 0)`;
  switch (sort) {
    case 'latest':
      return [desc(t.createdAt)];
    case 'expensive':
      return [asc(unpriced), desc(t.minPrice)];
    case 'cheap':
      return [asc(unpriced), asc(t.minPrice)];
    case 'popular':
      return [desc(t.soldCount), desc(t.averageRating)];
  }
}

/** One page of published programmes and the number of all that match. */
export async function findProgrammePage(db: Conn, kind: ProgrammeKind<string>, f: ProgrammeFilter) {
  const t = kind.table;
  const query = prefixTsQuery(f.q);
  const where = and(eq(t.published, true), query ? sql`${t.search} @@ ${query}` : undefined);
  const rank = query ? [desc(tsRank(t.search, query))] : [];
  const order = f.sort ? [...sortOrder(t, f.sort), ...rank] : [...rank, ...sortOrder(t, 'popular')];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumns(t))
      .from(t)
      .where(where)
      .orderBy(...order, asc(t.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return { rows: rows as ProgrammeCardRow[], total };
}

export async function findPublishedProgrammeBySlug(
  db: Conn,
  kind: ProgrammeKind<string>,
  slug: string,
): Promise<ProgrammeRow | undefined> {
  const t = kind.table;
  const [row] = await db
    .select({ ...cardColumns(t), description: t.description })
    .from(t)
    .where(and(eq(t.slug, slug), eq(t.published, true)));
  return row;
}

export interface ProgrammeRateRow<P extends string> {
  id: string;
  itemId: string;
  trainer: TrainerSummaryRow;
  /** Per plan, in paisa. */
  plans: Record<P, { rate: number; discounted: number }>;
}

/**
 * Every rate of the given programmes with its trainer, in one query, in trainer order. Rates of a user who is
 * no longer a trainer are left out.
 */
export async function findRates<P extends string>(
  db: Conn,
  kind: ProgrammeKind<P>,
  itemIds: string[],
): Promise<ProgrammeRateRow<P>[]> {
  if (itemIds.length === 0) return [];
  const r = kind.rates;
  const planColumns = Object.fromEntries(
    r.plans.flatMap((p) => [
      [`${p.plan}:rate`, p.rate],
      [`${p.plan}:discounted`, p.discounted],
    ]),
  );
  const rows = await db
    .select({ id: r.id, itemId: r.itemId, trainer: trainerSummaryColumns, plans: planColumns })
    .from(r.table)
    .innerJoin(publicUsers, eq(publicUsers.id, r.trainerId))
    .leftJoin(trainerProfileSummaries, trainerProfileJoin)
    .leftJoin(trainingCategoryNames, trainingCategoryJoin)
    .where(and(inArray(r.itemId, itemIds), isTrainerUser))
    .orderBy(...trainerOrder);
  return rows.map((row) => {
    const values = row.plans as Record<string, number>;
    const plans = Object.fromEntries(
      r.plans.map((p) => [
        p.plan,
        { rate: values[`${p.plan}:rate`], discounted: values[`${p.plan}:discounted`] },
      ]),
    ) as ProgrammeRateRow<P>['plans'];
    return {
      id: row.id as string,
      itemId: row.itemId as string,
      trainer: row.trainer as TrainerSummaryRow,
      plans,
    };
  });
}

export async function setMinPrice(db: Conn, kind: ProgrammeKind<string>, id: string, minPrice: number) {
  await db.update(kind.table).set({ minPrice }).where(eq(kind.table.id, id));
}

/** sold_count += unit for each coaching or consultation of the kind, in the order given. */
export async function addSoldCounts(
  tx: Tx,
  kind: ProgrammeKind<string>,
  sold: { id: string; unit: number }[],
) {
  const table = kind.table;
  for (const { id, unit } of sold)
    await tx
      .update(table)
      .set({ soldCount: sql`${table.soldCount} + ${unit}` })
      .where(eq(table.id, id));
}

/** Title, slug and cover of these programmes of the kind, published or not. */
export function findProgrammeSummaries(db: Conn, kind: ProgrammeKind<string>, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const t = kind.table;
  return db
    .select({ id: t.id, title: t.title, slug: t.slug, cover: t.cover })
    .from(t)
    .where(inArray(t.id, ids));
}

const ratingsOf = (t: ProgrammeTable) =>
  itemRatings({
    table: t,
    id: t.id,
    published: t.published,
    averageRating: t.averageRating,
    ratingCount: t.ratingCount,
  });

/** A coaching's and a consultation's rating, as the reviews read and keep them. */
export const coachingRatings = ratingsOf(coachingKind.table);
export const consultationRatings = ratingsOf(consultationKind.table);
