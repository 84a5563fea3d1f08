import type { Order } from '@oxstrength/shared/contracts/orders';
import { order } from '../../orders/testing/order-fixtures';
import {
  paymentMethodJson,
  paymentMethodsReply,
  type PaymentMethod,
  type PaymentMethods,
} from '@oxstrength/shared/contracts/payments';

/** Payment replies shaped like the API's, checked against its contract (packages/shared/src/contracts/payments.ts). */

export const FONEPAY_HASH = 'ab'.repeat(64);

/** An expires_at this many minutes from now. */
export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** An order with everything every provider's button needs, reserved for another 25 minutes. */
export const payableOrder = (overrides: Partial<Order> = {}): Order =>
  order({ fonepay_hash: FONEPAY_HASH, expires_at: minutesFromNow(25), ...overrides });

export const SANDBOX_METHODS: PaymentMethod[] = paymentMethodJson.array().parse([
  { id: 'esewa', name: 'eSewa', sandbox: true },
  { id: 'fonepay_qr', name: 'Fonepay QR', sandbox: true },
  { id: 'fonepay_web', name: 'Fonepay', sandbox: true },
  { id: 'khalti', name: 'Khalti', sandbox: false },
]);

export const methodsReply = (overrides: Partial<PaymentMethods> = {}) =>
  paymentMethodsReply.parse({
    status: 'success',
    methods: SANDBOX_METHODS,
    stripe_publishable_key: null,
    ...overrides,
  });

/**
 * A stand-in for the browser's WebSocket: records every socket opened, lets the test push the provider's
 * messages (transactionStatus as a JSON string) and tells whether the page closed it.
 */
export class FakeWebSocket {
  static sockets: FakeWebSocket[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closed = false;

  constructor(public readonly url: string) {
    FakeWebSocket.sockets.push(this);
  }

  /** The page closes it, or (with a code) the server does: 1012 is a server restarting. */
  close(code = 1000) {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.({ code });
  }

  send(status: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify({ transactionStatus: JSON.stringify(status) }) });
  }

  /** The socket the page is listening on (StrictMode opens and closes one first). */
  static open() {
    const open = FakeWebSocket.sockets.filter((s) => !s.closed);
    if (open.length !== 1) throw new Error(`expected one open socket, found ${open.length}`);
    return open[0];
  }
}
