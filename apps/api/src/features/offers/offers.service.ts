import type { OfferKind } from '@oxstrength/shared/constants';
import type { Db } from '../../db/client';
import { pageInfo } from '../../lib/reply';
import { findOffers, type OfferRow } from './offers.repository';

export interface OffersQuery {
  page: number;
  resultsPerPage: number;
  status: 'active' | 'inactive';
  valid_on?: OfferKind;
}

/** True when the offer is switched on and today is inside its window. */
export const isLive = (o: OfferRow, now: Date) =>
  o.status === 'active' && (!o.startsAt || o.startsAt <= now) && (!o.endsAt || o.endsAt > now);

const toOffer = (o: OfferRow, now: Date) => ({
  _id: o.id,
  title: o.title,
  info: o.info,
  cover: o.cover,
  link: o.link,
  valid_on: o.validOn,
  // The status a visitor would see: an active offer outside its window is not on.
  status: isLive(o, now) ? ('active' as const) : ('inactive' as const),
});

export async function listOffers(db: Db, q: OffersQuery, now = new Date()) {
  const { rows, total } = await findOffers(db, {
    live: q.status === 'active',
    validOn: q.valid_on,
    now,
    limit: q.resultsPerPage,
    offset: (q.page - 1) * q.resultsPerPage,
  });
  return { offers: rows.map((o) => toOffer(o, now)), ...pageInfo(q.page, q.resultsPerPage, total) };
}
