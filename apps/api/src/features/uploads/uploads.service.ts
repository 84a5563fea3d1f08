import sharp, { type ResizeOptions } from 'sharp';
import { UPLOAD_MESSAGES, type UploadPurpose } from '@oxstrength/shared/contracts/uploads';
import type { ProfileUser } from '@oxstrength/shared/contracts/users';
import type { Config } from '../../config/env';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField } from '../../lib/errors';
import { setProfilePicture } from '../users/users.service';
import { findUploadByUrl, insertUpload, markUpload, takeUnusedUploads } from './uploads.repository';
import { storageFor } from './storage';

/**
 * Uploads (issue 20, decision 021): an image is accepted only by its bytes (JPEG, PNG or WebP; never by its name
 * or the type the browser claims), at most UPLOADS_MAX_BYTES and 50 megapixels, then re-encoded to WebP at the
 * size its page needs (metadata dropped, turned upright), stored, and recorded. A record (profile picture, forum
 * cover) takes only a URL recorded here for the same user and purpose; unused files go after 24 hours.
 */

export const MAX_PIXELS = 50_000_000;

/** What each purpose stores: its folder and the size its pages need. */
const PURPOSES: Record<UploadPurpose, { folder: (slug: string) => string; resize: ResizeOptions }> = {
  // Shown at 88 px (settings) and on the dashboard's card: 256 px covers 2x and 3x screens.
  avatar: {
    folder: (slug) => `images/${slug}`,
    resize: { width: 256, height: 256, fit: 'cover', position: 'attention' },
  },
  // A discussion's cover, shown at most page-wide and in a lightbox.
  'forum-cover': {
    folder: () => 'forum',
    resize: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true },
  },
};

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The image type the bytes say, or null: JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF....WEBP). */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Checks the bytes and re-encodes them to WebP for the purpose. Refusals are 4xx with a message for the user. */
export async function prepareImage(bytes: Buffer, purpose: UploadPurpose, maxBytes: number): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError(400, UPLOAD_MESSAGES.empty);
  if (bytes.length > maxBytes) throw new AppError(413, UPLOAD_MESSAGES.tooLarge);
  const type = sniffImage(bytes);
  if (!type) throw new AppError(415, UPLOAD_MESSAGES.type);
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only: a huge image is refused before any pixel is decoded.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new AppError(422, UPLOAD_MESSAGES.unreadable);
  }
  if (!width || !height) throw new AppError(422, UPLOAD_MESSAGES.unreadable);
  if (width * height > MAX_PIXELS) throw new AppError(422, UPLOAD_MESSAGES.pixels);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize(PURPOSES[purpose].resize)
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(422, UPLOAD_MESSAGES.unreadable);
  }
}

export interface Uploader {
  id: string;
  slug: string;
}

/**
 * Stores an uploaded image for the user and records it. An avatar becomes the user's profile picture at once
 * (the picture it replaces is let go); a forum cover waits for the discussion that takes it (`useUpload`).
 */
export async function acceptUpload(
  db: Db,
  config: Config,
  user: Uploader,
  purpose: UploadPurpose,
  bytes: Buffer,
): Promise<{ url: string; user?: ProfileUser }> {
  const body = await prepareImage(bytes, purpose, config.UPLOADS_MAX_BYTES);
  const storage = storageFor(config);
  const stored = await storage.save({
    folder: PURPOSES[purpose].folder(user.slug),
    extension: 'webp',
    contentType: 'image/webp',
    body,
  });
  try {
    return await db.transaction(async (tx) => {
      await insertUpload(tx, {
        key: stored.key,
        url: stored.url,
        userId: user.id,
        purpose,
        bytes: body.length,
        usedAt: purpose === 'avatar' ? new Date() : null,
      });
      if (purpose !== 'avatar') return { url: stored.url };
      const { previous, user: profile } = await setProfilePicture(tx, user.id, stored.url);
      if (previous && previous !== stored.url) await releaseUpload(tx, previous);
      return { url: stored.url, user: profile };
    });
  } catch (err) {
    await storage.delete(stored.key).catch(() => undefined);
    throw err;
  }
}

/**
 * A record takes an uploaded file: the URL must be one this storage issued to this user for this purpose
 * (otherwise 422 on `field`, "Upload the image again"). Call it in the transaction that writes the record.
 */
export async function useUpload(
  tx: Tx,
  input: { userId: string; purpose: UploadPurpose; url: string; field: string },
): Promise<void> {
  const row = await findUploadByUrl(tx, input.url);
  if (!row || row.userId !== input.userId || row.purpose !== input.purpose)
    throw invalidField(input.field, UPLOAD_MESSAGES.notIssued);
  await markUpload(tx, input.url, new Date());
}

/** A record let go of a file (replaced or deleted): the sweep deletes it (a URL not issued here is ignored). */
export async function releaseUpload(tx: Tx, url: string): Promise<void> {
  await markUpload(tx, url, null);
}

/** Deletes files no record uses, uploaded more than UPLOADS_UNUSED_TTL_HOURS ago. Returns how many. */
export async function sweepUnusedUploads(db: Db, config: Config, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - config.UPLOADS_UNUSED_TTL_HOURS * 3600_000);
  const storage = storageFor(config);
  let total = 0;
  for (;;) {
    const keys = await db.transaction((tx) => takeUnusedUploads(tx, before, 100));
    for (const key of keys) await storage.delete(key);
    total += keys.length;
    if (keys.length < 100) return total;
  }
}
