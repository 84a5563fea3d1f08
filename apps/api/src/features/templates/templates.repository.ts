import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  ne,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { ListSort } from '@oxstrength/shared/constants';
import type { Db, Tx } from '../../db/client';
import { templateDayActivities, templates } from '../../db/schema/templates';
import { templateCategoryNames, trainingCategoryNames } from '../categories/categories.views';
import { publicUsers } from '../users/users.views';
import { tsQuery, tsRank } from '../../lib/full-text-search';
// The category filters read categories' tables in this list query (a subquery), through categories' SQL pieces.
import { categoryTreeIds } from '../categories/category-tree';
import { col, driverRows, preparedByShape, type DriverRow } from '../../db/prepared-by-shape';
import { itemRatings } from '../../db/item-ratings';

/** What a template card needs, categories and trainer joined in. */
const cardColumns = {
  id: col<string>(templates.id, 'id'),
  slug: col<string>(templates.slug, 'slug'),
  title: col<string>(templates.title, 'title'),
  cover: col<string>(templates.cover, 'cover'),
  price: col<number>(templates.price, 'price'),
  discount_active: col<boolean>(templates.discountActive, 'discount_active'),
  discount_title: col<string | null>(templates.discountTitle, 'discount_title'),
  discount_percentage: col<number>(templates.discountPercentage, 'discount_percentage'),
  weeks: col<number>(templates.weeks, 'weeks'),
  featured: col<boolean>(templates.featured, 'featured'),
  /** numeric: text from node-postgres. */
  average_rating: col<string | number>(templates.averageRating, 'average_rating'),
  rating_count: col<number>(templates.ratingCount, 'rating_count'),
  training_category_id: col<string | null>(trainingCategoryNames.id, 'training_category_id'),
  training_category_name: col<string | null>(trainingCategoryNames.name, 'training_category_name'),
  template_category_id: col<string | null>(templateCategoryNames.id, 'template_category_id'),
  template_category_name: col<string | null>(templateCategoryNames.name, 'template_category_name'),
  trainer_id: col<string | null>(publicUsers.id, 'trainer_id'),
  trainer_name: col<string | null>(publicUsers.name, 'trainer_name'),
  trainer_slug: col<string | null>(publicUsers.slug, 'trainer_slug'),
};

export type TemplateCardRow = DriverRow<typeof cardColumns>;

const detailColumns = { ...cardColumns, detail: templates.detail, whats_inside: templates.whatsInside };

const selectCards = (db: Db) =>
  db
    .select(cardColumns)
    .from(templates)
    .leftJoin(trainingCategoryNames, eq(trainingCategoryNames.id, templates.trainingCategoryId))
    .leftJoin(templateCategoryNames, eq(templateCategoryNames.id, templates.templateCategoryId))
    .leftJoin(publicUsers, eq(publicUsers.id, templates.trainerId));

const selectDetail = (db: Db) =>
  db
    .select(detailColumns)
    .from(templates)
    .leftJoin(trainingCategoryNames, eq(trainingCategoryNames.id, templates.trainingCategoryId))
    .leftJoin(templateCategoryNames, eq(templateCategoryNames.id, templates.templateCategoryId))
    .leftJoin(publicUsers, eq(publicUsers.id, templates.trainerId));

/** Matches the DESC NULLS LAST of the schema's descending indexes, so the planner can read them in order. */
const descending = (column: SQLWrapper) => sql`${column} desc nulls last`;

/** The sort orders; every list adds id last so pages never overlap. Each leads with an indexed column. */
const SORT_ORDER: Record<ListSort, SQL[]> = {
  popular: [descending(templates.soldCount), descending(templates.averageRating)],
  latest: [descending(templates.createdAt)],
  expensive: [desc(templates.effectivePrice)],
  cheap: [asc(templates.effectivePrice)],
};

export interface TemplateFilter {
  /** Prefix tsquery terms (prefixTerms in lib/full-text-search.ts). */
  terms?: string | null;
  /** Template category id; its sub-categories are included. */
  templateCategory?: string;
  /** Training category id; its sub-categories are included. */
  trainingCategory?: string;
  trainer?: string;
  featured?: boolean;
}

export interface TemplatePageRequest extends TemplateFilter {
  sort: ListSort;
  /** Relevance first (a search without an explicit sort); otherwise relevance only breaks ties of the sort. */
  byRelevance: boolean;
  limit: number;
  offset: number;
}

/**
 * The two statements of one page (rows, total) with placeholders for every value, so one prepared statement
 * serves every request of the same shape (which filters are present, the sort). Exported for the benchmark.
 */
export function templatePageQueries(db: Db, r: TemplatePageRequest) {
  const conditions: SQL[] = [eq(templates.published, true)];
  const search = r.terms ? tsQuery(sql.placeholder('terms')) : null;
  if (search) conditions.push(sql`${templates.search} @@ ${search}`);
  if (r.templateCategory)
    conditions.push(
      inArray(
        templates.templateCategoryId,
        categoryTreeIds(db, 'template', sql.placeholder('templateCategory')),
      ),
    );
  if (r.trainingCategory)
    conditions.push(
      inArray(
        templates.trainingCategoryId,
        categoryTreeIds(db, 'training', sql.placeholder('trainingCategory')),
      ),
    );
  if (r.trainer) conditions.push(eq(templates.trainerId, sql.placeholder('trainer')));
  if (r.featured !== undefined) conditions.push(eq(templates.featured, sql.placeholder('featured')));
  const where = and(...conditions)!;
  const rank = search ? desc(tsRank(templates.search, search)) : null;
  const order =
    r.byRelevance && rank ? [rank, ...SORT_ORDER[r.sort]] : [...SORT_ORDER[r.sort], ...(rank ? [rank] : [])];
  return {
    rows: selectCards(db)
      .where(where)
      .orderBy(...order, asc(templates.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
    total: db.select({ total: count() }).from(templates).where(where),
  };
}

const shapeOf = (r: TemplatePageRequest) =>
  [
    !!r.terms,
    !!r.terms && r.byRelevance,
    !!r.templateCategory,
    !!r.trainingCategory,
    !!r.trainer,
    r.featured !== undefined,
    r.sort,
  ]
    .map(String)
    .join(':');

const prepareTemplatePage = (db: Db, r: TemplatePageRequest, name: string) => {
  const q = templatePageQueries(db, r);
  return { rows: q.rows.prepare(`${name}_rows`), total: q.total.prepare(`${name}_total`) };
};
const templatePageStatements = preparedByShape<ReturnType<typeof prepareTemplatePage>>('templates');

export async function findTemplatePage(db: Db, r: TemplatePageRequest) {
  const statements = templatePageStatements(db, shapeOf(r), (name) => prepareTemplatePage(db, r, name));
  const values: Record<string, unknown> = { ...r };
  const [rows, [{ total }]] = await Promise.all([
    driverRows<TemplateCardRow>(statements.rows, values),
    statements.total.execute(values),
  ]);
  return { rows, total };
}

export async function findPublishedTemplateBySlug(db: Db, slug: string) {
  const [row] = await selectDetail(db).where(and(eq(templates.slug, slug), eq(templates.published, true)));
  return row;
}

/** Weeks of the schedule in order, with how many days each has. */
export const findScheduleOutline = (db: Db, templateId: string) =>
  db
    .select({ week: templateDayActivities.week, days: countDistinct(templateDayActivities.day) })
    .from(templateDayActivities)
    .where(eq(templateDayActivities.templateId, templateId))
    .groupBy(templateDayActivities.week)
    .orderBy(asc(templateDayActivities.week));

export async function findPublishedTemplateCategories(db: Db, id: string) {
  const [row] = await db
    .select({
      templateCategoryId: templates.templateCategoryId,
      trainingCategoryId: templates.trainingCategoryId,
    })
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.published, true)));
  return row;
}

/**
 * Published templates sharing the template or the training category, never the template itself.
 * Those sharing both come first, then the most popular.
 */
export function findSimilarTemplates(
  db: Db,
  of: { id: string; templateCategoryId: string | null; trainingCategoryId: string | null },
  limit: number,
) {
  const same = [
    of.templateCategoryId ? eq(templates.templateCategoryId, of.templateCategoryId) : undefined,
    of.trainingCategoryId ? eq(templates.trainingCategoryId, of.trainingCategoryId) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  if (same.length === 0) return Promise.resolve([]);
  const matches = sql`${same.map((c) => sql`(case when ${c} then 1 else 0 end)`).reduce((a, b) => sql`${a} + ${b}`)}`;
  return selectCards(db)
    .where(and(eq(templates.published, true), ne(templates.id, of.id), or(...same)))
    .orderBy(desc(matches), ...SORT_ORDER.popular, asc(templates.id))
    .limit(limit);
}

/** The programme length in weeks of these templates, by id (templates gone are left out). */
export async function findTemplateWeeks(db: Db | Tx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: templates.id, weeks: templates.weeks })
    .from(templates)
    .where(inArray(templates.id, ids));
  return new Map(rows.map((r) => [r.id, r.weeks]));
}

/** sold_count += unit for each template, in the order given. */
export async function addSoldCounts(tx: Tx, sold: { id: string; unit: number }[]) {
  for (const { id, unit } of sold)
    await tx
      .update(templates)
      .set({ soldCount: sql`${templates.soldCount} + ${unit}` })
      .where(eq(templates.id, id));
}

const templateSummariesQuery = (db: Db | Tx) =>
  db
    .select({
      id: templates.id,
      slug: templates.slug,
      title: templates.title,
      cover: templates.cover,
      weeks: templates.weeks,
      detail: templates.detail,
      trainingCategoryId: trainingCategoryNames.id,
      trainingCategoryName: trainingCategoryNames.name,
    })
    .from(templates)
    .leftJoin(trainingCategoryNames, eq(trainingCategoryNames.id, templates.trainingCategoryId))
    .where(sql`${templates.id} = ANY(${sql.placeholder('ids')}::uuid[])`);
type TemplateSummariesStatement = ReturnType<ReturnType<typeof templateSummariesQuery>['prepare']>;
export type TemplateSummaryRow = Awaited<ReturnType<TemplateSummariesStatement['execute']>>[number];
const templateSummaryStatements = preparedByShape<TemplateSummariesStatement>('template_summaries');

/**
 * What a subscriber's list shows of these templates (published or not), by id; templates gone are left out.
 * Prepared once (the ids an array placeholder): every training read asks for it.
 */
export function findTemplateSummaries(db: Db | Tx, ids: string[]): Promise<TemplateSummaryRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const statement = templateSummaryStatements(db, '', (name) => templateSummariesQuery(db).prepare(name));
  return statement.execute({ ids });
}

/** The template's whole schedule: week, day, then position. */
export function findTemplateSchedule(db: Db | Tx, templateId: string) {
  return db
    .select({
      week: templateDayActivities.week,
      day: templateDayActivities.day,
      position: templateDayActivities.position,
      movement: templateDayActivities.movement,
      intensity: templateDayActivities.intensity,
      sets: templateDayActivities.sets,
      reps: templateDayActivities.reps,
      tempo: templateDayActivities.tempo,
      rest: templateDayActivities.rest,
      note: templateDayActivities.note,
    })
    .from(templateDayActivities)
    .where(eq(templateDayActivities.templateId, templateId))
    .orderBy(
      asc(templateDayActivities.week),
      asc(templateDayActivities.day),
      asc(templateDayActivities.position),
      asc(templateDayActivities.id),
    );
}

/** The trainer of each of these templates (null: none), by template id; templates gone are left out. */
export function findTemplateTrainers(db: Db | Tx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as { id: string; trainerId: string | null }[]);
  return db
    .select({ id: templates.id, trainerId: templates.trainerId })
    .from(templates)
    .where(inArray(templates.id, ids));
}

/** The ids of the templates this user trains, published or not. */
export async function findTemplateIdsOfTrainer(db: Db | Tx, trainerId: string) {
  const rows = await db
    .select({ id: templates.id })
    .from(templates)
    .where(eq(templates.trainerId, trainerId));
  return rows.map((r) => r.id);
}

/** A template's rating, as the reviews read and keep it. */
export const templateRatings = itemRatings({
  table: templates,
  id: templates.id,
  published: templates.published,
  averageRating: templates.averageRating,
  ratingCount: templates.ratingCount,
});
