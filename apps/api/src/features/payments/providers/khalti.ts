import type { FastifyInstance } from 'fastify';
import { selfUrl } from '../../../lib/self-url';
import type { PaymentProvider, PaymentRow, VerifiedOutcome } from './provider';

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

export const khaltiProvider: PaymentProvider = {
  id: 'khalti',
  status: (app, payment) => status(app, payment),
};
