import { z } from 'zod';
import { OFFER_KINDS, OFFER_STATUSES } from '../constants';

/** Query values of GET /offers; the web app builds its requests from the same lists. */
export const offerValidOnField = z.enum(OFFER_KINDS, {
  error: `valid_on must be one of ${OFFER_KINDS.join(', ')}`,
});

export const offerStatusField = z.enum(OFFER_STATUSES, {
  error: `status must be one of ${OFFER_STATUSES.join(', ')}`,
});
