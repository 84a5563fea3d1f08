import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { replyShape } from './reply-shape';

/**
 * With RECORD_REPLIES=<dir>, every reply the API tests receive is written to <dir>/<pid>.jsonl as
 * { route, status, shape }: the route pattern, the HTTP status and the reply's shape (keys, value types and
 * any `message` text). `npm run replies -w @oxstrength/api` compares what a run recorded with the committed
 * record (test/replies/recorded.json), so a refactor that changes what a client receives cannot pass unseen.
 */
export function recordReplies(app: FastifyInstance) {
  const dir = process.env.RECORD_REPLIES;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${process.pid}.jsonl`);
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url ?? '(no route)';
    const type = String(reply.getHeader('content-type') ?? '');
    let shape: string;
    if (type.includes('json') && typeof payload === 'string') {
      try {
        shape =
          url === '/api/docs/json'
            ? 'the OpenAPI document (test/replies/openapi.test.ts)'
            : replyShape(JSON.parse(payload));
      } catch {
        shape = 'unparsable json';
      }
    } else {
      shape = type.split(';')[0] || 'no body';
    }
    appendFileSync(
      file,
      JSON.stringify({ route: `${request.method} ${url}`, status: reply.statusCode, shape }) + '\n',
    );
    return payload;
  });
}
