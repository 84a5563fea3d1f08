import http from 'node:http';
import https from 'node:https';
import aws4 from 'aws4';
import { KEY_PATTERN, newKey, type FileStorage } from './storage-keys';

export interface S3Settings {
  /** e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key (true) or bucket.endpoint-host/key (false). */
  forcePathStyle: boolean;
  /** Where browsers read the bucket's files: `${publicUrl}/${key}`. */
  publicUrl: string;
}

const TIMEOUT_MS = 15_000;

/** One signed request (AWS Signature Version 4, by aws4) to the bucket; resolves with the status and body text. */
function send(
  settings: S3Settings,
  method: 'PUT' | 'DELETE',
  key: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const endpoint = new URL(settings.endpoint);
  const basePath = endpoint.pathname.replace(/\/$/, '');
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  const host = settings.forcePathStyle ? endpoint.host : `${settings.bucket}.${endpoint.host}`;
  const requestPath = settings.forcePathStyle
    ? `${basePath}/${encodeURIComponent(settings.bucket)}/${encodedKey}`
    : `${basePath}/${encodedKey}`;
  const signed = aws4.sign(
    { host, path: requestPath, method, service: 's3', region: settings.region, headers, body },
    { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
  );
  const transport = endpoint.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      {
        protocol: endpoint.protocol,
        hostname: settings.forcePathStyle ? endpoint.hostname : `${settings.bucket}.${endpoint.hostname}`,
        port: endpoint.port || undefined,
        method,
        path: requestPath,
        headers: signed.headers as http.OutgoingHttpHeaders,
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('S3 request timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

/** The S3 error code in an error body (`<Code>AccessDenied</Code>`), never the body itself (it may echo keys). */
const errorCode = (text: string) => /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? 'unknown';

/** Files in an S3-compatible bucket (AWS S3, MinIO, R2...), read from `publicUrl`. */
export function s3Storage(settings: S3Settings): FileStorage {
  const publicBase = settings.publicUrl.replace(/\/$/, '') + '/';
  return {
    driver: 's3',
    async save(file) {
      const key = newKey(file);
      const { status, text } = await send(settings, 'PUT', key, file.body, {
        'Content-Type': file.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      if (status < 200 || status >= 300) throw new Error(`S3 PUT failed: ${status} ${errorCode(text)}`);
      return { key, url: `${publicBase}${key}` };
    },
    async delete(key) {
      const { status, text } = await send(settings, 'DELETE', key);
      if ((status < 200 || status >= 300) && status !== 404)
        throw new Error(`S3 DELETE failed: ${status} ${errorCode(text)}`);
    },
    keyOf(url) {
      if (!url.startsWith(publicBase)) return null;
      const key = url.slice(publicBase.length);
      return KEY_PATTERN.test(key) ? key : null;
    },
  };
}
