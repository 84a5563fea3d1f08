import { z } from 'zod';

/** What every route under /staff shares in its schema: an `{id}` param, its OpenAPI tag and the JWT security. */

/** `{id}`: any text; one that is not a uuid names nothing (404, as another's). */
export const idParams = z.object({ id: z.string() });
export const tags = ['staff'];
export const security = [{ jwt: [] }];
