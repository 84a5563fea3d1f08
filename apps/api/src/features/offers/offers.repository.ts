import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { OfferKind } from '@oxstrength/shared/constants';
import type { Db } from '../../db/client';
import { offers } from '../../db/schema/offers';

export type OfferRow = typeof offers.$inferSelect;

/** Stored as active and inside its starts_at/ends_at window (an open end is no limit). */
const liveAt = (now: Date) =>
  and(
    eq(offers.status, 'active'),
    or(isNull(offers.startsAt), lte(offers.startsAt, now)),
    or(isNull(offers.endsAt), gt(offers.endsAt, now)),
  )!;

/** The exact complement of liveAt: switched off, not started yet, or ended. */
const notLiveAt = (now: Date) =>
  or(eq(offers.status, 'inactive'), gt(offers.startsAt, now), lte(offers.endsAt, now))!;

export interface OfferFilter {
  live: boolean;
  validOn?: OfferKind;
  now: Date;
  limit: number;
  offset: number;
}

export async function findOffers(db: Db, f: OfferFilter): Promise<{ rows: OfferRow[]; total: number }> {
  const conditions: SQL[] = [f.live ? liveAt(f.now) : notLiveAt(f.now)];
  if (f.validOn) conditions.push(eq(offers.validOn, f.validOn));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(where)
      .orderBy(asc(offers.position), desc(offers.createdAt), asc(offers.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ total: count() }).from(offers).where(where),
  ]);
  return { rows, total };
}
