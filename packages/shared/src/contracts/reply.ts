import { z } from 'zod';

/**
 * The reply envelope of every route (DESIGN.md section 3): `{ status: 'success', message?, ...data }` or
 * `{ status: 'error', message, errors? }`. Paged lists add currentPage, totalPage and totalDocuments.
 */

export const success = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ status: z.literal('success'), message: z.string().optional(), ...shape });

export const messageOnly = success({});

export const errorReply = z.object({
  status: z.literal('error'),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

export const paging = {
  currentPage: z.number().int(),
  totalPage: z.number().int(),
  totalDocuments: z.number().int(),
};
export const pagedJson = z.object(paging);
export type Paged = z.infer<typeof pagedJson>;
