import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LIVE_AUTH_TIMEOUT_MS,
  LIVE_CLOSE,
  liveAuthMessage,
  type LiveEvent,
} from '@oxstrength/shared/contracts/live';
import { liveTopic } from '../../lib/live-topic';
import { OPEN, type Socket } from '../../plugins/websockets';

/** A quiet socket is pinged this often, so proxies keep it open and a dead peer is noticed. */
const PING_EVERY_MS = 25_000;

/**
 * GET /api/v1/live (a WebSocket; decision 044): the signed-in user's events as they happen, on any instance.
 * The first message must be `{ "type": "auth", "token": "…" }` within LIVE_AUTH_TIMEOUT_MS; a bad, late or
 * missing token closes the socket with 4401. Then `{ "type": "ready" }`, then each event the user's topic
 * carries (orders that move: db/announce.ts through the event bus).
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/live', { websocket: true, schema: { hide: true } }, (rawSocket, request) => {
    const socket = rawSocket as Socket;
    let stop: (() => void) | undefined;
    let closed = false;
    const send = (event: LiveEvent) => {
      if (socket.readyState === OPEN) socket.send(JSON.stringify(event));
    };
    const refuse = () => socket.close(LIVE_CLOSE.unauthorised, 'Sign in again');
    const late = setTimeout(refuse, LIVE_AUTH_TIMEOUT_MS);
    let alive = true;
    const ping = setInterval(() => {
      if (!alive) return socket.close(1001, 'No answer to ping');
      alive = false;
      socket.ping();
    }, PING_EVERY_MS);
    socket.on('pong', () => {
      alive = true;
    });
    socket.on('close', () => {
      closed = true;
      clearTimeout(late);
      clearInterval(ping);
      stop?.();
    });

    let authenticating = false;
    socket.on('message', (data) => {
      // Only the first message means anything: the rest are ignored.
      if (authenticating) return;
      authenticating = true;
      clearTimeout(late);
      void (async () => {
        let message: unknown;
        try {
          message = JSON.parse(data.toString('utf8'));
        } catch {
          return refuse();
        }
        const parsed = liveAuthMessage.safeParse(message);
        if (!parsed.success) return refuse();
        const user = await app.callerOfToken(parsed.data.token);
        if (!user || closed) return refuse();
        stop = await app.bus.subscribe(liveTopic(user.id), (event) => send(event as LiveEvent));
        if (closed) return stop();
        send({ type: 'ready' });
      })().catch((err: unknown) => {
        request.log.error({ err }, 'live: could not start the socket');
        socket.close(1011, 'Server error');
      });
    });
  });
};
