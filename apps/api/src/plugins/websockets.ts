import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_CLOSE } from '@oxstrength/shared/contracts/live';

/** The subset of a ws socket the socket routes use (the `ws` package ships no types here). */
export interface Socket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  on(event: 'close' | 'pong', listener: () => void): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
}
export const OPEN = 1;

/**
 * WebSockets for every route that takes one (the live socket, the Fonepay sandbox's QR socket). On shutdown
 * (lib/graceful-shutdown.ts) each socket hears 1012, service restart: its page reconnects, to this instance
 * or, behind the load balancer, to another.
 */
export const websocketsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(websocket, {
      options: { maxPayload: 16 * 1024 },
      preClose(done) {
        for (const client of this.websocketServer.clients)
          client.close(LIVE_CLOSE.restarting, 'Server restarting: reconnect');
        this.websocketServer.close();
        done();
      },
    });
  },
  { name: 'websockets' },
);
