import type { ListSort } from '@oxstrength/shared/constants';
import { toRupees } from '@oxstrength/shared/money';
import { isOffered } from '@oxstrength/shared/pricing';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageInfo } from '../../lib/reply';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { toTrainerSummary } from '../trainers/trainer-json';
import type { PlanRateFields, ProgrammeKind } from './programme-kinds';
import {
  addSoldCounts,
  findProgrammePage,
  findProgrammeSummaries,
  findPublishedProgrammeBySlug,
  findRates,
  setMinPrice,
  type ProgrammeCardRow,
  type ProgrammeRateRow,
} from './programmes.repository';

/** A coaching's and a consultation's rating, as the reviews read and keep them (on the programme's row). */
export { coachingRatings, consultationRatings } from './programmes.repository';

export type { ProgrammeRateRow };

export interface ProgrammeListQuery {
  q?: string;
  sort?: ListSort;
  page: number;
  resultsPerPage: number;
}

/** The lowest offered discounted rate (paisa) over the given rates, or null when no plan is offered. */
export function lowestOfferedRate(rates: ProgrammeRateRow<string>[]): number | null {
  const offered = rates.flatMap((r) => Object.values(r.plans).map((p) => p.discounted)).filter(isOffered);
  return offered.length ? Math.min(...offered) : null;
}

/** Every rate of the given programmes with its trainer, in trainer order (what the cart prices lines with). */
export const programmeRatesOf = <P extends string>(db: Db | Tx, kind: ProgrammeKind<P>, itemIds: string[]) =>
  findRates(db, kind, itemIds);

function groupByItem<P extends string>(rates: ProgrammeRateRow<P>[]) {
  const byItem = new Map<string, ProgrammeRateRow<P>[]>();
  for (const r of rates) byItem.set(r.itemId, [...(byItem.get(r.itemId) ?? []), r]);
  return byItem;
}

function toCard(row: ProgrammeCardRow, rates: ProgrammeRateRow<string>[]) {
  const lowest = lowestOfferedRate(rates);
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    cover: row.cover,
    discount: {
      active: row.discountActive,
      title: row.discountTitle,
      discount_percentage: row.discountPercentage,
    },
    average_rating: row.averageRating,
    rating_count: row.ratingCount,
    starting_price: lowest === null ? null : toRupees(lowest),
    trainers: rates.map((r) => toTrainerSummary(r.trainer)),
    added_to_cart: false,
  };
}

function toRate<P extends string>(r: ProgrammeRateRow<P>) {
  const fields: Record<string, number> = {};
  for (const [plan, { rate, discounted }] of Object.entries(r.plans) as [
    string,
    { rate: number; discounted: number },
  ][]) {
    fields[`${plan}_rate`] = toRupees(rate);
    fields[`discounted_${plan}_rate`] = toRupees(discounted);
  }
  return {
    _id: r.id,
    trainer: {
      _id: r.trainer.id,
      name: r.trainer.name,
      slug: r.trainer.slug,
      profile_pic: r.trainer.profilePic,
    },
    ...(fields as PlanRateFields<P>),
  };
}

/** A page of published programmes as cards; one query for the page, one for the count, one for all their rates. */
export async function listProgrammes<P extends string>(
  db: Db,
  kind: ProgrammeKind<P>,
  q: ProgrammeListQuery,
) {
  const { rows, total } = await findProgrammePage(db, kind, {
    q: q.q,
    sort: q.sort,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  const rates = groupByItem(
    await findRates(
      db,
      kind,
      rows.map((r) => r.id),
    ),
  );
  return {
    items: rows.map((row) => toCard(row, rates.get(row.id) ?? [])),
    ...pageInfo(q.page, q.resultsPerPage, total),
  };
}

export async function getProgramme<P extends string>(db: Db, kind: ProgrammeKind<P>, slug: string) {
  const row = await findPublishedProgrammeBySlug(db, kind, slug);
  if (!row) throw notFound(kind.notFound);
  const rates = await findRates(db, kind, [row.id]);
  return {
    ...toCard(row, rates),
    description: sanitizeHtml(row.description),
    rates: rates.map(toRate),
  };
}

/** Stores min_price (what the price sorts use) from the programme's rates, by the same rule as starting_price. */
export async function refreshMinPrice(db: Db | Tx, kind: ProgrammeKind<string>, id: string) {
  await setMinPrice(db, kind, id, lowestOfferedRate(await findRates(db, kind, [id])) ?? 0);
}

/**
 * Counts paid units as sold (sold_count) of the kind's coaching or consultations, in id order: concurrent
 * fulfilments sharing them lock them in the same order and never deadlock. `sold` has one entry per item.
 */
export async function countSold(tx: Tx, kind: ProgrammeKind<string>, sold: { id: string; unit: number }[]) {
  await addSoldCounts(
    tx,
    kind,
    [...sold].sort((a, b) => a.id.localeCompare(b.id)),
  );
}

/** What a subscription shows of the programme it bought. */
export interface ProgrammeSummary {
  _id: string;
  title: string;
  slug: string;
  cover: string;
}

/** These coaching programmes or consultations (published or not) as summaries, by id. */
export async function programmeSummaries(
  db: Db | Tx,
  kind: ProgrammeKind<string>,
  ids: string[],
): Promise<Map<string, ProgrammeSummary>> {
  const rows = await findProgrammeSummaries(db, kind, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { _id: r.id, title: r.title, slug: r.slug, cover: r.cover }]));
}
