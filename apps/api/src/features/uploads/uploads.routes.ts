import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UPLOAD_MESSAGES,
  UPLOAD_PURPOSES,
  uploadReply,
  type UploadPurpose,
} from '@oxstrength/shared/contracts/uploads';
import { mayTakePartInForum } from '@oxstrength/shared/policy';
import { NOT_ACTIVE_MEMBER } from '@oxstrength/shared/schemas/forum';
import { AppError, forbidden } from '../../lib/errors';
import type { CurrentUser } from '../../plugins/auth';
import { errors } from '../../lib/reply';
import { localPath } from './local-storage';
import { storageFor } from './storage';
import { CONTENT_TYPES } from './storage-keys';
import { acceptUpload } from './uploads.service';

const HOUR_MS = 60 * 60 * 1000;

/** Reads the one file of a multipart request, at most `maxBytes` (a larger one answers 413, storing nothing). */
async function readFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(400, UPLOAD_MESSAGES.missing);
  let part;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  } catch {
    throw new AppError(400, UPLOAD_MESSAGES.missing);
  }
  if (!part) throw new AppError(400, UPLOAD_MESSAGES.missing);
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, UPLOAD_MESSAGES.tooLarge);
    throw new AppError(400, UPLOAD_MESSAGES.missing);
  }
}

/** Who may upload for each purpose: whoever may take the action the file serves (a cover: posting in the forum). */
const MAY_UPLOAD: Record<UploadPurpose, (user: CurrentUser) => void> = {
  avatar: () => undefined,
  'forum-cover': (user) => {
    if (!mayTakePartInForum(user)) throw forbidden(NOT_ACTIVE_MEMBER);
  },
};

/** onRequest, after authenticate: the purpose's rule, before the file is read (the schema refuses others). */
async function mayUploadFor(request: FastifyRequest) {
  const { purpose } = request.params as { purpose: string };
  if (Object.hasOwn(MAY_UPLOAD, purpose)) MAY_UPLOAD[purpose as UploadPurpose](request.currentUser!);
}

/** POST /uploads/{purpose} and, for the local driver, the files themselves (GET /files/{key}). */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Multipart only here (encapsulated): every other route still takes JSON alone.
  await app.register(multipart, { throwFileSizeLimit: true });

  app.post(
    '/uploads/:purpose',
    {
      onRequest: [app.authenticate, mayUploadFor],
      config: {
        rateLimit: {
          max: config.UPLOADS_RATE_LIMIT_MAX,
          timeWindow: HOUR_MS,
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `upload:${request.currentUser?.id ?? request.ip}`,
        },
      },
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image (multipart, one file): avatar or forum-cover',
        description:
          'multipart/form-data with one file part (any field name). JPEG, PNG or WebP by their bytes (SVG and ' +
          `everything else 415), at most UPLOADS_MAX_BYTES (5 MB, 413), at most 50 megapixels (422), not empty ` +
          '(400). Re-encoded to WebP (metadata removed): an avatar 256 px square, stored under images/{slug}/ and ' +
          'set as profile_pic at once (the reply has the profile); a forum cover at most 1600 px, under forum/, ' +
          'for POST /forum to take as cover_image within 24 hours. At most UPLOADS_RATE_LIMIT_MAX per user per ' +
          'hour (429).',
        security: [{ jwt: [] }],
        params: z.object({
          purpose: z.enum(UPLOAD_PURPOSES, { error: 'Upload for avatar or forum-cover' }),
        }),
        response: { 201: uploadReply, ...errors(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const bytes = await readFile(request, config.UPLOADS_MAX_BYTES);
      const user = request.currentUser!;
      const result = await acceptUpload(app.db, config, user, request.params.purpose, bytes);
      return reply.status(201).send({
        status: 'success',
        ...(request.params.purpose === 'avatar' ? { message: UPLOAD_MESSAGES.avatarUpdated } : {}),
        ...result,
      });
    },
  );

  app.get(
    '/files/*',
    {
      schema: {
        tags: ['uploads'],
        summary: 'A stored upload (local storage only): read-only, no listing, cached for a year',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const storage = storageFor(config);
      const key = request.params['*'];
      const file = storage.driver === 'local' ? localPath(config.UPLOADS_DIR, key) : null;
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) return reply.status(404).send({ status: 'error', message: 'Not found' });
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(createReadStream(file));
    },
  );
};
