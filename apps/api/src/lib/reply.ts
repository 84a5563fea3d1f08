import { z } from 'zod';

/** Reply schemas following the API contract (DESIGN.md section 3). */

export const success = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ status: z.literal('success'), message: z.string().optional(), ...shape });

export const messageOnly = success({});

export const errorReply = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/** The error replies a route may give, for the OpenAPI output. */
export const errors = <C extends number>(...codes: C[]) =>
  Object.fromEntries(codes.map((c) => [c, errorReply])) as Record<C, typeof errorReply>;

export const paging = {
  currentPage: z.number().int(),
  totalPage: z.number().int(),
  totalDocuments: z.number().int(),
};

export const pagingQuery = (defaultSize: number, max = 100) => ({
  page: z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page must be at least 1').default(1),
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
