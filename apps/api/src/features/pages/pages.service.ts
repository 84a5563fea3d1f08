import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { iso } from '../../lib/reply';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { findPageById, findPageBySlug } from './pages.repository';

/** A page by its uuid or its slug; the HTML is sanitised on every read. */
export async function getPage(db: Db, idOrSlug: string) {
  const row = z.guid().safeParse(idOrSlug).success
    ? await findPageById(db, idOrSlug)
    : await findPageBySlug(db, idOrSlug.toLowerCase());
  if (!row) throw notFound('Page not found');
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: sanitizeHtml(row.description),
    updatedAt: iso(row.updatedAt)!,
  };
}
