import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage, type S3Settings } from './s3-storage';

/**
 * The S3 driver against s3rver, an S3 protocol server from npm (its one account's key is S3RVER / S3RVER), which
 * keeps the objects on disk: what the driver writes, a client reads back over the S3 protocol. s3rver checks the
 * access key but not a Version 4 signature's value; s3-storage.test.ts checks the signatures.
 */

const BUCKET = 'oxstrength-uploads';
let server: S3rver;
let directory: string;
let settings: S3Settings;
let origin: string;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'oxs-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  origin = `http://127.0.0.1:${port}`;
  settings = {
    endpoint: origin,
    region: 'us-east-1',
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    publicUrl: `${origin}/${BUCKET}`,
  };
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3-compatible storage against an S3 protocol server', () => {
  it('stores the file under its key with its type and cache header, serves it at its URL, and deletes it', async () => {
    const storage = s3Storage(settings);
    const body = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 stored bytes');
    const saved = await storage.save({
      folder: 'images/sita-ab12',
      extension: 'webp',
      contentType: 'image/webp',
      body,
    });
    expect(saved.key).toMatch(/^images\/sita-ab12\/\d{13}-[a-f0-9]{8}\.webp$/);
    expect(saved.url).toBe(`${origin}/${BUCKET}/${saved.key}`);

    const read = await fetch(saved.url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/webp');
    expect(read.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await read.arrayBuffer()).equals(body)).toBe(true);

    await storage.delete(saved.key);
    expect((await fetch(saved.url)).status).toBe(404);
    // A missing key is not an error.
    await expect(storage.delete(saved.key)).resolves.toBeUndefined();
  });

  it('is refused, storing nothing, with an access key the server does not know', async () => {
    const storage = s3Storage({ ...settings, accessKeyId: 'NOT-A-KEY' });
    await expect(
      storage.save({ folder: 'forum', extension: 'webp', contentType: 'image/webp', body: Buffer.from('x') }),
    ).rejects.toThrow('S3 PUT failed: 403 InvalidAccessKeyId');
    const list = await (await fetch(`${origin}/${BUCKET}?prefix=forum/`)).text();
    expect(list).not.toContain('<Key>');
  });
});
