import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@oxstrength/shared/contracts/uploads';
import { NOT_ACTIVE_MEMBER } from '@oxstrength/shared/schemas/forum';
import { auth, createTestApp } from '../../../test/test-app';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';
import { makeUser } from '../trainers/trainer-fixtures';
import { jpegWithExif, multipartBody, pngClaiming, pngImage } from './upload-fixtures';
import { sweepUnusedUploads, useUpload } from './uploads.service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'oxstrength-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir, UPLOADS_RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

/** A client who may post in the forum (an active member), so may upload its covers. */
async function caller(values: { isActiveMember?: boolean } = {}) {
  const user = await makeUser(t.db, { isActiveMember: true, ...values });
  return { user, token: t.app.issueToken(user) };
}

const upload = (
  token: string | null,
  purpose: string,
  file: Buffer,
  name = 'photo.png',
  type = 'image/png',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/uploads/${purpose}`,
    ...(() => {
      const body = multipartBody(file, name, type);
      return { payload: body.payload, headers: { ...body.headers, ...(token ? auth(token) : {}) } };
    })(),
  });

/** Every file under the uploads folder, as keys. */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

describe('POST /uploads/avatar', () => {
  it('re-encodes the image to a 256 px WebP under images/{slug}, sets it as the picture and serves it', async () => {
    const { user, token } = await caller();
    const res = await upload(token, 'avatar', await jpegWithExif(), 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(UPLOAD_MESSAGES.avatarUpdated);
    expect(body.url).toMatch(new RegExp(`^/api/v1/files/images/${user.slug}/\\d{13}-[a-f0-9]{8}\\.webp$`));
    expect(body.user.profile_pic).toBe(body.url);

    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth(token) });
    expect(profile.json().user.profile_pic).toBe(body.url);

    const file = await t.app.inject({ method: 'GET', url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
  });

  it('lets go of the picture it replaces (the sweep deletes it a day later), keeping the new one', async () => {
    const { user, token } = await caller();
    const first = (await upload(token, 'avatar', await pngImage())).json().url as string;
    const second = (await upload(token, 'avatar', await pngImage(200, 500))).json().url as string;
    expect(second).not.toBe(first);
    const later = new Date(Date.now() + 25 * 3600_000);
    await sweepUnusedUploads(t.db, t.config, later);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.profilePic).toBe(second);
  });

  it.each([
    [
      'a PDF named .jpg',
      Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'),
      'photo.jpg',
      'image/jpeg',
      415,
      UPLOAD_MESSAGES.type,
    ],
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      'photo.svg',
      'image/svg+xml',
      415,
      UPLOAD_MESSAGES.type,
    ],
    ['an empty file', Buffer.alloc(0), 'photo.png', 'image/png', 400, UPLOAD_MESSAGES.empty],
  ])('refuses %s and stores nothing', async (_what, bytes, name, type, status, message) => {
    const { token } = await caller();
    const before = storedFiles().length;
    const res = await upload(token, 'avatar', bytes, name, type);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 'error', message });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a file over 5 MB (413) and an image of 30,000 x 30,000 pixels (422), storing nothing', async () => {
    const { user, token } = await caller();
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(token, 'avatar', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(UPLOAD_MESSAGES.tooLarge);

    const { token: other } = await caller();
    const huge = await upload(other, 'avatar', await pngClaiming(30_000, 30_000));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().message).toBe(UPLOAD_MESSAGES.pixels);
    expect(await t.db.select().from(uploads).where(eq(uploads.userId, user.id))).toHaveLength(0);
  });

  it('needs a signed-in caller, a known purpose and a file', async () => {
    const png = await pngImage();
    expect((await upload(null, 'avatar', png)).statusCode).toBe(401);
    const { token } = await caller();
    expect((await upload(token, 'banner', png)).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/avatar',
      headers: auth(token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(UPLOAD_MESSAGES.missing);
  });

  it('allows UPLOADS_RATE_LIMIT_MAX uploads per user per hour', async () => {
    const { token } = await caller();
    const png = await pngImage(40, 40);
    for (let i = 0; i < 3; i++) expect((await upload(token, 'forum-cover', png)).statusCode).toBe(201);
    expect((await upload(token, 'forum-cover', png)).statusCode).toBe(429);
    const { token: someoneElse } = await caller();
    expect((await upload(someoneElse, 'forum-cover', png)).statusCode).toBe(201);
  });
});

describe('forum covers and the records that take them', () => {
  it('answers a client who may not post in the forum 403, before reading the file, storing nothing', async () => {
    const { token } = await caller({ isActiveMember: false });
    const before = storedFiles();
    const res = await upload(token, 'forum-cover', await pngImage(40, 40));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: NOT_ACTIVE_MEMBER });
    expect(storedFiles()).toEqual(before);
    // Their avatar is theirs to change.
    expect((await upload(token, 'avatar', await pngImage(40, 40))).statusCode).toBe(201);
  });

  it('stores a cover under forum/ at most 1600 px; only its uploader can use it, and only for a cover', async () => {
    const { user, token } = await caller();
    const res = await upload(token, 'forum-cover', await pngImage(2400, 1200));
    expect(res.statusCode).toBe(201);
    const url = res.json().url as string;
    expect(url).toMatch(/^\/api\/v1\/files\/forum\/\d{13}-[a-f0-9]{8}\.webp$/);
    const meta = await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 1600, height: 800 });

    const { user: stranger } = await caller();
    const use = (userId: string, purpose: 'avatar' | 'forum-cover', u = url) =>
      t.db.transaction((tx) => useUpload(tx, { userId, purpose, url: u, field: 'cover_image' }));
    await expect(use(stranger.id, 'forum-cover')).rejects.toMatchObject({ statusCode: 422 });
    await expect(use(user.id, 'avatar')).rejects.toMatchObject({ statusCode: 422 });
    await expect(use(user.id, 'forum-cover', 'https://evil.example/x.webp')).rejects.toMatchObject({
      statusCode: 422,
      extra: { errors: { cover_image: UPLOAD_MESSAGES.notIssued } },
    });
    await use(user.id, 'forum-cover');

    // Used: a day later it is still there.
    await sweepUnusedUploads(t.db, t.config, new Date(Date.now() + 25 * 3600_000));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('deletes a cover nobody used after 24 hours, not before', async () => {
    const { token } = await caller();
    const url = (await upload(token, 'forum-cover', await pngImage())).json().url as string;
    await sweepUnusedUploads(t.db, t.config, new Date(Date.now() + 23 * 3600_000));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await sweepUnusedUploads(t.db, t.config, new Date(Date.now() + 25 * 3600_000));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await t.db.select().from(uploads).where(eq(uploads.url, url))).toHaveLength(0);
  });
});

describe('GET /files/*', () => {
  it('serves only files it stored: no listing, no way out of the folder', async () => {
    for (const url of [
      '/api/v1/files/',
      '/api/v1/files/forum',
      '/api/v1/files/forum/',
      '/api/v1/files/../../jwt-secret',
      '/api/v1/files/%2e%2e/%2e%2e/jwt-secret',
      '/api/v1/files/forum/0000000000000-00000000.webp',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
