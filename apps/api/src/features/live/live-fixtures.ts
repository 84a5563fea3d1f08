import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { auth } from '../../../test/test-app';
import { openSocket } from '../../../test/ws-client';
import { selfUrl } from '../../lib/self-url';
import type { Buyer } from '../payments/payment-fixtures';

/** Pays `orderId` with the Fonepay QR sandbox on `app`: the QR, the payer's Pay, then the page's status check. */
export async function payByQr(app: FastifyInstance, who: Buyer, orderId: string) {
  const post = (url: string) =>
    app.inject({ method: 'POST', url, headers: auth(who.token), payload: { order_id: orderId } });
  const generated = await post('/api/v1/payment/transaction/fonepay/qr/generate');
  expect(generated.statusCode).toBe(200);
  const { prn } = generated.json() as { prn: string };
  const paid = await app.inject({
    method: 'POST',
    url: `/sandbox/fonepay/qr/${encodeURIComponent(prn)}/pay`,
  });
  expect(paid.statusCode).toBe(200);
  const status = await post('/api/v1/payment/transaction/fonepay/qr/status');
  expect(status.json()).toMatchObject({ status: 'success' });
}

/** The live socket of `app` for the holder of `token`, authenticated: waits for `ready`. */
export async function liveSocket(app: FastifyInstance, token: string) {
  const socket = await openSocket(`${selfUrl(app).replace(/^http/, 'ws')}/api/v1/live`);
  socket.send({ type: 'auth', token });
  expect(await socket.next()).toEqual({ type: 'ready' });
  return socket;
}
