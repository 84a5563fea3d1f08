import type { StaffCatalogueItem } from '@oxstrength/shared/contracts/staff-orders';
import type { CatalogueKind } from '@oxstrength/shared/schemas/staff-orders';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { publishableItems, PublishableRow } from '../../lib/publishable-items';
import { pageInfo } from '../../lib/reply';
import { isId } from '../../lib/path-id';
import { catalogueChanged } from '../../lib/catalogue-changes';
import { recordAudit, type AuditActor } from '../audit/audit.service';

/**
 * The publish switch's steps for a catalogue area (issue 19): the area binds them to its own table
 * (`publishableItems` in its repository); the switch locks the row and writes its audit entry in its transaction.
 */

type Items = ReturnType<typeof publishableItems>;

const itemJson = (kind: CatalogueKind, r: PublishableRow): StaffCatalogueItem => ({
  _id: r.id,
  kind,
  slug: r.slug,
  title: r.title,
  published: r.published,
});

/** A page of the kind's items, published or not, by title. */
export async function itemsPage(
  db: Db,
  items: Items,
  kind: CatalogueKind,
  q: { q?: string; page: number; resultsPerPage: number },
) {
  const { rows, total } = await items.page(db, {
    q: q.q || undefined,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  return { items: rows.map((r) => itemJson(kind, r)), ...pageInfo(q.page, q.resultsPerPage, total) };
}

/** Publishes or unpublishes one item (404 with `notFoundMessage`), audited. */
export function publishItem(
  db: Db,
  items: Items,
  kind: CatalogueKind,
  notFoundMessage: string,
  id: string,
  staff: AuditActor,
  published: boolean,
) {
  return db.transaction(async (tx) => {
    const before = isId(id) ? await items.lock(tx, id) : undefined;
    if (!before) throw notFound(notFoundMessage);
    const after = await items.setPublished(tx, id, published);
    await recordAudit(tx, {
      userId: staff.userId,
      role: staff.actor,
      action: 'catalogue.publish',
      recordType: kind,
      recordId: id,
      before: { published: before.published },
      after: { published: after.published },
    });
    catalogueChanged(tx, kind, id);
    return itemJson(kind, after);
  });
}
