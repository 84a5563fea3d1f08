import type { FastifyInstance } from 'fastify';
import type { KhaltiPayment } from '@oxstrength/shared/contracts/payments';
import { AppError, badRequest } from '../../../lib/errors';
import { selfUrl } from '../../../lib/self-url';
import type { PaymentRow, ReturnReading, ReturningProvider, VerifiedOutcome } from './provider';

/**
 * Khalti ePayment v2 (KPG-2): `POST <base>/epayment/initiate/` gives a pidx and the payment_url the buyer goes
 * to; Khalti sends the browser back to return_url unsigned, so only `POST <base>/epayment/lookup/` by pidx
 * decides (status Completed and the amount asked). Both calls carry `Authorization: Key <secret>`; amounts are
 * in paisa. The base URL is config.payments.khalti.baseUrl (Khalti's https://khalti.com/api/v2, or the sandbox
 * path on this server, reached over loopback HTTP exactly like the real provider).
 */

const TIMEOUT_MS = 10_000;
/** A Started payment without a pidx this old never reached Khalti (initiate failed): it is over. */
const NO_PIDX_GRACE_MS = 2 * 60 * 1000;

/** Khalti's lookup statuses (docs: "Payment Verification (Lookup)"). */
export type KhaltiStatus =
  | 'Completed'
  | 'Pending'
  | 'Initiated'
  | 'Refunded'
  | 'Partially refunded'
  | 'Expired'
  | 'User canceled'
  | 'Failed';

export interface KhaltiInitiateRequest {
  return_url: string;
  website_url: string;
  /** Paisa. */
  amount: number;
  purchase_order_id: string;
  purchase_order_name: string;
  customer_info?: { name: string; email: string; phone?: string };
}

export interface KhaltiInitiateResponse {
  pidx: string;
  payment_url: string;
  expires_at: string;
  expires_in: number;
}

export interface KhaltiLookup {
  pidx: string;
  /** Paisa. */
  total_amount: number;
  status: KhaltiStatus | (string & {});
  transaction_id: string | null;
  fee: number;
  refunded: boolean;
}

/** Khalti refused a call or could not be reached; `body` is Khalti's answer when there was one. */
export class KhaltiApiError extends Error {
  constructor(
    message: string,
    public readonly httpStatus?: number,
    public readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'KhaltiApiError';
  }
}

/** Absolute URL of an ePayment endpoint: the configured base, resolved on this server for the sandbox. */
export function khaltiApiUrl(app: FastifyInstance, path: string): string {
  const { sandbox, baseUrl } = app.config.payments.khalti;
  const base = (sandbox ? `${selfUrl(app)}${baseUrl}` : baseUrl).replace(/\/+$/, '');
  return `${base}${path}`;
}

async function post(
  app: FastifyInstance,
  path: string,
  payload: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(khaltiApiUrl(app, path), {
      method: 'POST',
      headers: {
        authorization: `Key ${app.config.payments.khalti.secretKey}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new KhaltiApiError(`Khalti ${path} unreachable: ${(err as Error).message}`);
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new KhaltiApiError(`Khalti ${path} answered HTTP ${res.status} without a JSON object`, res.status);
  return { status: res.status, body: body as Record<string, unknown> };
}

/** Khalti's error body in one line ("Invalid token.", "amount: Amount should be greater than..."). */
function describe(body: Record<string, unknown>): string {
  if (typeof body.detail === 'string') return body.detail;
  return Object.entries(body)
    .filter(([k]) => k !== 'error_key' && k !== 'status_code')
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' ') : String(v)}`)
    .join('; ');
}

/** Starts a payment with Khalti: the pidx and where to send the buyer. */
export async function khaltiInitiate(
  app: FastifyInstance,
  request: KhaltiInitiateRequest,
): Promise<KhaltiInitiateResponse> {
  const { status, body } = await post(app, '/epayment/initiate/', request);
  if (status !== 200 || typeof body.pidx !== 'string' || !body.pidx || typeof body.payment_url !== 'string')
    throw new KhaltiApiError(`Khalti initiate refused (HTTP ${status}): ${describe(body)}`, status, body);
  return {
    pidx: body.pidx,
    payment_url: body.payment_url,
    expires_at: String(body.expires_at ?? ''),
    expires_in: Number(body.expires_in ?? 0),
  };
}

/**
 * Khalti's record of a payment. Khalti answers 200 for most states and 400 for Expired and User canceled, both
 * with the lookup body; anything else (unknown pidx, bad key, another pidx) is an error.
 */
export async function khaltiLookup(app: FastifyInstance, pidx: string): Promise<KhaltiLookup> {
  const { status, body } = await post(app, '/epayment/lookup/', { pidx });
  const amount = body.total_amount;
  if (
    (status !== 200 && status !== 400) ||
    body.pidx !== pidx ||
    typeof body.status !== 'string' ||
    typeof amount !== 'number' ||
    !Number.isSafeInteger(amount)
  )
    throw new KhaltiApiError(`Khalti lookup failed (HTTP ${status}): ${describe(body)}`, status, body);
  return {
    pidx,
    total_amount: amount,
    status: body.status,
    transaction_id: typeof body.transaction_id === 'string' ? body.transaction_id : null,
    fee: typeof body.fee === 'number' ? body.fee : 0,
    refunded: body.refunded === true,
  };
}

/**
 * What a lookup means for us. Only Completed is paid (its total_amount is compared with what we asked by the
 * payment service); User canceled and Expired never will be; Refunded, Partially refunded and Failed are not
 * paid; Initiated and Pending (Khalti: "hold, do not provide service") wait.
 */
export function lookupOutcome(lookup: KhaltiLookup): VerifiedOutcome {
  const raw = { ...lookup } as Record<string, unknown>;
  switch (lookup.status) {
    case 'Completed':
      return { state: 'completed', amount: lookup.total_amount, providerRef: lookup.pidx, raw };
    case 'User canceled':
    case 'Expired':
      return { state: 'cancelled', reason: `Khalti: ${lookup.status}`, raw };
    case 'Refunded':
    case 'Partially refunded':
    case 'Failed':
      return { state: 'failed', reason: `Khalti: ${lookup.status}`, raw };
    default:
      return { state: 'pending', raw };
  }
}

/** Khalti's answer about a payment, by its pidx (provider_ref). */
async function status(app: FastifyInstance, payment: PaymentRow): Promise<VerifiedOutcome> {
  if (!payment.providerRef) {
    // The pidx is stored before the buyer is sent to Khalti: without one the buyer never got a payment link.
    if (Date.now() - payment.createdAt.getTime() < NO_PIDX_GRACE_MS) return { state: 'pending' };
    return { state: 'cancelled', reason: 'Khalti payment was never initiated' };
  }
  return lookupOutcome(await khaltiLookup(app, payment.providerRef));
}

export const KHALTI_UNAVAILABLE =
  'Khalti is not available right now. Please try again or use a different payment method.';

/** Khalti's return parameters we read, with the user and order of its path (never trusted: not signed). */
export interface KhaltiReturn {
  userId: string;
  orderId: string;
  query: { pidx?: string; status?: string; purchase_order_id?: string };
}

/**
 * The return is not signed: the payment is found by purchase_order_id and must carry this pidx and belong to the
 * order and user in the path; then only Khalti's lookup decides. A return claiming Completed that the lookup
 * contradicts is logged and delivers nothing; a payment Khalti itself calls over is settled as such, one still
 * open is left to the lookup later.
 */
function readReturn(_app: FastifyInstance, { userId, orderId, query }: KhaltiReturn): ReturnReading {
  const { pidx, status: claimed, purchase_order_id: reference } = query;
  const notOurs = {
    reason: 'return for a pidx that is not this order’s Khalti payment',
    pidx,
    purchase_order_id: reference,
    order_id: orderId,
    user_id: userId,
    claimed_status: claimed,
  };
  return {
    userId,
    orderId,
    payment: { reference: pidx && reference ? reference : undefined },
    notOurs,
    mismatch: (payment) => (payment.providerRef !== pidx ? notOurs : undefined),
    async verify(app, { payment, log }) {
      let lookup: KhaltiLookup;
      try {
        lookup = await khaltiLookup(app, payment.providerRef!);
      } catch (err) {
        // Khalti cannot say now: nothing is decided here; the recovery job asks again later.
        log.warn(
          { provider: 'khalti', reference: payment.reference, reason: (err as Error).message },
          'khalti lookup failed on return',
        );
        return { next: { to: claimed === 'Completed' ? 'confirmed' : 'failed' } };
      }
      const outcome = lookupOutcome(lookup);
      if (claimed === 'Completed' && outcome.state !== 'completed')
        return {
          disagreement: {
            reason: `return says Completed, Khalti's lookup says ${lookup.status}`,
            pidx,
            purchase_order_id: reference,
            order_id: orderId,
          },
          outcome: outcome.state === 'cancelled' || outcome.state === 'failed' ? outcome : undefined,
          next: { to: 'refused' },
        };
      // Khalti's Pending means "hold": the confirmation page waits while the recovery job asks again.
      if (outcome.state === 'pending' && claimed === 'Pending') return { outcome, next: { to: 'confirmed' } };
      // User canceled (or the link Expired): back to the order's payment page while it can still be paid.
      return { outcome, next: { to: 'result', cancelled: outcome.state === 'cancelled' } };
    },
  };
}

export const khaltiProvider: ReturningProvider<KhaltiPayment, KhaltiReturn> = {
  id: 'khalti',
  // Every return asks Khalti's lookup again, even about a payment verified before.
  recheckCompleted: true,
  /** Khalti's payment_url and pidx (stored as the payment's providerRef) for the whole order total, in paisa. */
  async start(app, { order, payment, user, log }) {
    const base = app.config.APP_URL;
    let started: KhaltiInitiateResponse;
    try {
      started = await khaltiInitiate(app, {
        return_url: `${base}/api/v1/payment/khalti/return/${user.id}/${order.id}`,
        website_url: base,
        amount: payment.amount,
        purchase_order_id: payment.reference,
        purchase_order_name: `OxStrength order ${order.identifier}`,
        customer_info: { name: user.name, email: user.email },
      });
    } catch (err) {
      // The payment stays Started without a pidx; the recovery job closes it. The buyer may try again.
      const body = err instanceof KhaltiApiError ? err.body : undefined;
      log.warn(
        { provider: 'khalti', reference: payment.reference, reason: (err as Error).message },
        'khalti initiate failed',
      );
      const amountError = Array.isArray(body?.amount) ? body.amount.join(' ') : undefined;
      if (amountError) throw badRequest(amountError);
      throw new AppError(502, KHALTI_UNAVAILABLE);
    }
    return { reply: { payment_url: started.payment_url, pidx: started.pidx }, providerRef: started.pidx };
  },
  readReturn,
  status: (app, payment) => status(app, payment),
};
