import { z } from 'zod';

import { errorReply } from '@oxstrength/shared/contracts/reply';

/** The reply envelope lives in packages/shared/src/contracts/reply.ts; these are the API's helpers for it. */
export { errorReply, messageOnly, paging, success } from '@oxstrength/shared/contracts/reply';

/** The error replies a route may give, for the OpenAPI output. */
export const errors = <C extends number>(...codes: C[]) =>
  Object.fromEntries(codes.map((c) => [c, errorReply])) as Record<C, typeof errorReply>;

export const pagingQuery = (defaultSize: number, max = 100) => ({
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  resultsPerPage: z.coerce
    .number({ error: 'resultsPerPage must be a whole number' })
    .int('resultsPerPage must be a whole number')
    .min(1, 'resultsPerPage must be at least 1')
    .max(max, `resultsPerPage must be at most ${max}`)
    .default(defaultSize),
});

export const pageInfo = (page: number, size: number, total: number) => ({
  currentPage: page,
  totalPage: Math.max(1, Math.ceil(total / size)),
  totalDocuments: total,
});

/** ISO-8601 text for a date column. */
export const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());
