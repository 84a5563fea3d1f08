import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffCaller, type StaffCaller } from '../../lib/staff-caller';

/** What every route under /staff shares in its schema: an `{id}` param, its OpenAPI tag and the JWT security. */

/** `{id}`: any text; one that is not a uuid names nothing (404, as another's). */
export const idParams = z.object({ id: z.string() });
export const tags = ['staff'];
export const security = [{ jwt: [] }];

type StaffApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A staff step on one record: POST `url` (its `{id}` the record), with `body` when the step takes one. `run`
 * gets the caller, the id and the body, and what it answers is the reply beside `status: 'success'`. The route's
 * policy action is checked before the body is read (staff/route-policy.ts, by the route's URL).
 */
export function stepRoute<B extends z.ZodType = z.ZodUndefined>(
  app: StaffApp,
  url: string,
  schema: { summary: string; description: string; body?: B; response: Record<number, z.ZodType> },
  run: (caller: StaffCaller, id: string, body: z.output<B>) => Promise<object>,
) {
  app.post(
    url,
    {
      schema: {
        tags,
        security,
        summary: schema.summary,
        description: schema.description,
        params: idParams,
        ...(schema.body ? { body: schema.body } : {}),
        response: schema.response,
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await run(staffCaller(request), request.params.id, request.body as z.output<B>)),
    }),
  );
}
