import type { FastifyInstance } from 'fastify';
import type { orders } from '../../../db/schema/orders';
import type { payments } from '../../../db/schema/payments';

export type ProviderId = 'esewa' | 'fonepay_qr' | 'fonepay_web' | 'khalti' | 'stripe';
export type PaymentRow = typeof payments.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;

/**
 * What a provider says about a payment, after we verified it (signature and/or its status API).
 * `amount` is in paisa, as the provider reports it; the payment service compares it with what was asked.
 */
export type VerifiedOutcome =
  | { state: 'completed'; amount: number; providerRef?: string; raw?: Record<string, unknown> }
  | { state: 'failed' | 'cancelled'; reason: string; raw?: Record<string, unknown> }
  | { state: 'pending'; raw?: Record<string, unknown> };

/**
 * One payment provider. Starting a payment and reading its callbacks are provider-specific routes; what every
 * provider offers the rest of the system is a status check by our own records, used by the status endpoints and
 * by the recovery job that settles payments whose callback never arrived.
 */
export interface PaymentProvider {
  id: ProviderId;
  /** Asks the provider (its status / lookup / verification API) about this payment. Never trusts the browser. */
  status(app: FastifyInstance, payment: PaymentRow, order: OrderRecord): Promise<VerifiedOutcome>;
}
