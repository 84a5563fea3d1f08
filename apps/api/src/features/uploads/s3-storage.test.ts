import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage, type S3Settings } from './s3-storage';

/**
 * The S3 driver against a small S3-like server on this machine that checks every request's AWS Signature
 * Version 4 itself (written here from the AWS documentation, independent of the aws4 package the driver signs
 * with) and keeps objects in memory.
 */

const ACCESS_KEY = 'AKIDEXAMPLE';
const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const REGION = 'np-east-1';
const BUCKET = 'oxstrength-test';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** Recomputes the request's signature; returns what is wrong, or null when it is right. */
function signatureProblem(req: http.IncomingMessage, body: Buffer): string | null {
  const header = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return 'malformed authorization';
  const [, accessKey, day, region, signedHeaders, signature] = match;
  if (accessKey !== ACCESS_KEY) return 'unknown access key';
  if (region !== REGION) return 'wrong region';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day)) return 'date mismatch';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256(body)) return 'payload hash mismatch';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'host or date not signed';
  const url = new URL(req.url ?? '/', 'http://x');
  const canonical = [
    req.method,
    url.pathname,
    '',
    ...names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}`),
    '',
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature ? null : 'signature mismatch';
}

const objects = new Map<string, { body: Buffer; contentType: string; cacheControl: string }>();
const refused: string[] = [];
let server: http.Server;
let settings: S3Settings;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = signatureProblem(req, body);
      if (problem) {
        refused.push(problem);
        res.writeHead(403, { 'content-type': 'application/xml' });
        return res.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      }
      const key = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type']),
          cacheControl: String(req.headers['cache-control']),
        });
        res.writeHead(200);
        return res.end();
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      res.writeHead(405);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: REGION,
    bucket: BUCKET,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    forcePathStyle: true,
    publicUrl: 'https://cdn.oxstrength.test/uploads',
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('S3-compatible storage', () => {
  it('puts the file with a valid signature, its type and a long cache, and answers its public URL', async () => {
    const storage = s3Storage(settings);
    const body = Buffer.from('RIFF0000WEBPVP8 fake');
    const saved = await storage.save({
      folder: 'images/sita-ab12',
      extension: 'webp',
      contentType: 'image/webp',
      body,
    });
    expect(saved.key).toMatch(/^images\/sita-ab12\/\d{13}-[a-f0-9]{8}\.webp$/);
    expect(saved.url).toBe(`https://cdn.oxstrength.test/uploads/${saved.key}`);
    const stored = objects.get(`/${BUCKET}/${saved.key}`);
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(storage.keyOf(saved.url)).toBe(saved.key);
    expect(storage.keyOf('https://elsewhere.test/uploads/' + saved.key)).toBeNull();

    await storage.delete(saved.key);
    expect(objects.has(`/${BUCKET}/${saved.key}`)).toBe(false);
    expect(refused).toEqual([]);
  });

  it('fails (storing nothing) when the server refuses the signature, without echoing the reply', async () => {
    const storage = s3Storage({ ...settings, secretAccessKey: 'not-the-secret' });
    const before = objects.size;
    await expect(
      storage.save({ folder: 'forum', extension: 'webp', contentType: 'image/webp', body: Buffer.from('x') }),
    ).rejects.toThrow('S3 PUT failed: 403 SignatureDoesNotMatch');
    expect(objects.size).toBe(before);
    expect(refused).toContain('signature mismatch');
  });
});
