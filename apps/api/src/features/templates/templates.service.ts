import { DEFAULT_LIST_SORT, PAGE_SIZES } from '@oxstrength/shared/constants';
import { toRupees } from '@oxstrength/shared/money';
import { discountedPrice } from '@oxstrength/shared/pricing';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageInfo } from '../../lib/reply';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { pageOfOne, pageRequest } from '../categories/catalogue-list';
import type { PageQuery } from '../../lib/list-query';
import { isId } from '../../lib/path-id';
import { templateCategoryExists, trainingCategoryExists } from '../categories/categories.service';
import {
  addSoldCounts,
  findPublishedTemplateBySlug,
  findPublishedTemplateCategories,
  findScheduleOutline,
  findSimilarTemplates,
  findTemplatePage,
  findTemplateSchedule,
  findTemplateIdsOfTrainer,
  findTemplateSummaries,
  findTemplateTrainers,
  findTemplateWeeks,
  type TemplateCardRow,
  type TemplateFilter,
} from './templates.repository';

/** A template's rating, as the reviews read and keep it (on the template's row). */
export { templateRatings } from './templates.repository';

export interface TemplatesQuery extends PageQuery {
  q?: string;
  template_category?: string;
  training_category?: string;
  trainer?: string;
  featured?: boolean;
}

const ref = (id: string | null, name: string | null) => (id ? { _id: id, name: name! } : null);

function toTemplateCard(row: TemplateCardRow) {
  const discount = {
    active: row.discount_active,
    title: row.discount_title,
    discount_percentage: row.discount_percentage,
  };
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    cover: row.cover,
    price: toRupees(row.price),
    discounted_price: toRupees(discountedPrice(row.price, discount)),
    weeks: row.weeks,
    discount,
    training_category: ref(row.training_category_id, row.training_category_name),
    template_category: ref(row.template_category_id, row.template_category_name),
    trainer: row.trainer_id
      ? { _id: row.trainer_id, name: row.trainer_name!, slug: row.trainer_slug! }
      : null,
    average_rating: Number(row.average_rating),
    rating_count: row.rating_count,
    featured: row.featured,
    added_to_cart: false,
  };
}

async function templatePage(db: Db, q: PageQuery & { q?: string }, filter: TemplateFilter) {
  const { rows, total } = await findTemplatePage(db, { ...filter, ...pageRequest(q, DEFAULT_LIST_SORT) });
  return { templates: rows.map(toTemplateCard), ...pageInfo(q.page, q.resultsPerPage, total) };
}

/** Published templates, searched, filtered and sorted (most popular by default, relevance when searching). */
export const listTemplates = (db: Db, q: TemplatesQuery) =>
  templatePage(db, q, {
    templateCategory: q.template_category,
    trainingCategory: q.training_category,
    trainer: q.trainer,
    featured: q.featured,
  });

/** Templates of a training category (or of its sub-categories); 404 for an unknown category. */
export const listTemplatesOfTrainingCategory = (db: Db, id: string, q: PageQuery) =>
  pageOfOne(
    id,
    'Category not found',
    () => trainingCategoryExists(db, id),
    () => templatePage(db, q, { trainingCategory: id }),
  );

/** Templates of a template category (or of its sub-categories); 404 for an unknown category. */
export const listTemplatesOfTemplateCategory = (db: Db, id: string, q: PageQuery) =>
  pageOfOne(
    id,
    'Category not found',
    () => templateCategoryExists(db, id),
    () => templatePage(db, q, { templateCategory: id }),
  );

export async function getTemplate(db: Db, slug: string) {
  const row = await findPublishedTemplateBySlug(db, slug.toLowerCase());
  if (!row) throw notFound('Template not found');
  const outline = await findScheduleOutline(db, row.id);
  return {
    template: {
      ...toTemplateCard(row),
      detail: {
        program_description: sanitizeHtml(row.detail.program_description ?? ''),
        requirement: row.detail.requirement ?? '',
        difficulty: row.detail.difficulty ?? '',
        who_is_it_for: row.detail.who_is_it_for ?? '',
        lifting_frequency: row.detail.lifting_frequency ?? '',
        disclaimer: row.detail.disclaimer ?? '',
      },
      whats_inside: row.whats_inside,
      schedule_outline: outline,
    },
  };
}

export async function listSimilarTemplates(db: Db, id: string) {
  const of = isId(id) ? await findPublishedTemplateCategories(db, id) : undefined;
  if (!of) throw notFound('Template not found');
  const rows = await findSimilarTemplates(db, { id, ...of }, PAGE_SIZES.similar);
  return { templates: rows.map(toTemplateCard) };
}

/** The programme length in weeks of these templates, by id (templates gone are left out). */
export const templateWeeks = (db: Db | Tx, ids: string[]) => findTemplateWeeks(db, ids);

/**
 * Counts paid units as sold (sold_count), templates in id order: concurrent fulfilments sharing templates lock
 * them in the same order and never deadlock. `sold` has one entry per template.
 */
export async function countSold(tx: Tx, sold: { id: string; unit: number }[]) {
  await addSoldCounts(
    tx,
    [...sold].sort((a, b) => a.id.localeCompare(b.id)),
  );
}

/** What a subscription shows of its template (subscriptions area: My Templates and the training detail). */
export interface TemplateSummary {
  _id: string;
  slug: string;
  title: string;
  cover: string;
  weeks: number;
  training_category: { _id: string; name: string } | null;
  detail: { difficulty: string; requirement: string };
}

/** Summaries of these templates, by id, published or not (a subscriber keeps theirs); templates gone are left out. */
export async function templateSummaries(db: Db | Tx, ids: string[]): Promise<Map<string, TemplateSummary>> {
  const rows = await findTemplateSummaries(db, [...new Set(ids)]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        _id: r.id,
        slug: r.slug,
        title: r.title,
        cover: r.cover,
        weeks: r.weeks,
        training_category: ref(r.trainingCategoryId, r.trainingCategoryName),
        detail: { difficulty: r.detail.difficulty ?? '', requirement: r.detail.requirement ?? '' },
      },
    ]),
  );
}

/** One exercise of a template's schedule, as a subscription copies it when activated. */
export type TemplateScheduleActivity = Awaited<ReturnType<typeof findTemplateSchedule>>[number];

/** The template's whole schedule in order (week, day, position). */
export const templateSchedule = (db: Db | Tx, templateId: string): Promise<TemplateScheduleActivity[]> =>
  findTemplateSchedule(db, templateId);

/** The trainer of each of these templates (null: none), by template id: who may act on their subscriptions. */
export async function templateTrainers(db: Db | Tx, ids: string[]): Promise<Map<string, string | null>> {
  const rows = await findTemplateTrainers(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.trainerId]));
}

/** The ids of the templates a trainer trains (the staff workspace's scope for a trainer). */
export const templateIdsOfTrainer = (db: Db | Tx, trainerId: string) =>
  findTemplateIdsOfTrainer(db, trainerId);
