import { z } from 'zod';

/** `{id}` path parameters: a uuid, else 400 (a well-formed id that names nothing is the service's 404). */
export const idParams = z.object({ id: z.guid({ error: 'id must be a valid id' }) });

/** Path ids that are not uuids name nothing: the caller answers 404 without asking the database. */
export const isId = (value: string) => z.guid().safeParse(value).success;
