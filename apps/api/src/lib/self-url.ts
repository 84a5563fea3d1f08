import type { FastifyInstance } from 'fastify';

/**
 * The loopback address this server listens on, for calls the server makes to its own routes over real HTTP
 * (the social sign-in sandbox is reached exactly like a remote provider).
 */
export function selfUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new Error('selfUrl: the server is not listening on a TCP port yet; call app.listen() first');
  }
  return `http://127.0.0.1:${address.port}`;
}
