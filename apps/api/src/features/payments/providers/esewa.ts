import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EsewaForm } from '@oxstrength/shared/contracts/payments';
import { toPaisa, toRupees } from '@oxstrength/shared/money';
import { selfUrl } from '../../../lib/self-url';
import type { OrderRecord, PaymentRow, ReturnReading, ReturningProvider, VerifiedOutcome } from './provider';

/**
 * eSewa ePay v2 (developer.esewa.com.np/pages/Epay): the merchant signs a form the browser posts to eSewa;
 * eSewa sends the buyer back to success_url with `?data=<base64 JSON>` signed over its own signed_field_names,
 * or to failure_url (unsigned); the status check API is the authority on whether a transaction was paid.
 * Signatures: base64 HMAC-SHA256 with the merchant secret over `name=value,name=value,...`.
 */

/** The fields a payment request signs, in the order eSewa requires. */
export const ESEWA_REQUEST_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';
/** Fields a returned `data` must have signed before we read anything from it. */
const REQUIRED_RESPONSE_SIGNED = ['transaction_uuid', 'total_amount', 'product_code', 'status'];

export const ESEWA_FORM_PATH = '/api/epay/main/v2/form';
export const ESEWA_STATUS_PATH = '/api/epay/transaction/status/';

/** Base64 HMAC-SHA256 of the message with the merchant secret. */
export function esewaSignature(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}

/** `name=value,...` for the names in signed_field_names, in that order, values exactly as given. */
export function signedMessage(fields: Record<string, string | undefined>, signedFieldNames: string): string {
  return signedFieldNames
    .split(',')
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join(',');
}

/** Rupees as eSewa's form takes them: "1500", "1499.5". */
export const esewaAmount = (paisa: number): string => String(toRupees(paisa));

/** An amount eSewa sent ("1000.0", 1000, "1,000.00"...) in paisa, or null if it is not a number. */
export function esewaAmountToPaisa(value: unknown): number | null {
  const text =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? value.replace(/,/g, '').trim()
        : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return toPaisa(Number(text));
}

export type EsewaUrlKind = 'browser' | 'server';

/**
 * The absolute URL of a configured eSewa base: live bases are absolute already; sandbox bases are paths on this
 * server, reached by the browser through APP_URL and by this server over its loopback address.
 */
export function esewaUrl(app: FastifyInstance, base: string, kind: EsewaUrlKind): string {
  const { sandbox } = app.config.payments.esewa;
  const origin = !sandbox ? '' : kind === 'browser' ? app.config.APP_URL : selfUrl(app);
  return `${origin}${base}`.replace(/\/+$/, '');
}

/** Where the browser posts the payment form. */
export const esewaFormUrl = (app: FastifyInstance) =>
  `${esewaUrl(app, app.config.payments.esewa.baseUrl, 'browser')}${ESEWA_FORM_PATH}`;

/** The status check endpoint (a configured status URL may be the base or the endpoint itself). */
export function esewaStatusEndpoint(app: FastifyInstance): string {
  const base = esewaUrl(app, app.config.payments.esewa.statusUrl, 'server');
  return base.endsWith(ESEWA_STATUS_PATH.replace(/\/$/, '')) ? `${base}/` : `${base}${ESEWA_STATUS_PATH}`;
}

export interface EsewaFormInput {
  secretKey: string;
  productCode: string;
  appUrl: string;
  payment: Pick<PaymentRow, 'reference' | 'amount' | 'userId' | 'orderId'>;
}

/** The hidden form eSewa's ePay v2 takes: every value a string, amounts in rupees, signed. */
export function buildEsewaForm({
  secretKey,
  productCode,
  appUrl,
  payment,
}: EsewaFormInput): Record<string, string> {
  const total = esewaAmount(payment.amount);
  const callback = (kind: 'success' | 'failure') =>
    `${appUrl}/api/v1/payment/esewa/${kind}/${payment.userId}/${payment.orderId}`;
  const fields: Record<string, string> = {
    amount: total,
    tax_amount: '0',
    product_service_charge: '0',
    product_delivery_charge: '0',
    total_amount: total,
    transaction_uuid: payment.reference,
    product_code: productCode,
    success_url: callback('success'),
    failure_url: callback('failure'),
    signed_field_names: ESEWA_REQUEST_SIGNED_FIELDS,
  };
  fields.signature = esewaSignature(secretKey, signedMessage(fields, ESEWA_REQUEST_SIGNED_FIELDS));
  return fields;
}

/**
 * Reads a flat JSON object keeping every value's text as sent: a number 1000.0 stays "1000.0", because the
 * signature covers the text, not the number. Null when the text is not such an object.
 */
function parseFlatJson(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  const start = /^\s*\{\s*/y;
  if (!start.test(text)) return null;
  let at = start.lastIndex;
  if (/^\s*\}\s*$/.test(text.slice(at))) return out;
  const member =
    /"((?:[^"\\]|\\.)*)"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)\s*(,|\})\s*/y;
  for (;;) {
    member.lastIndex = at;
    const m = member.exec(text);
    if (!m) return null;
    try {
      const key = JSON.parse(`"${m[1]}"`) as string;
      out[key] = m[2].startsWith('"') ? (JSON.parse(m[2]) as string) : m[2];
    } catch {
      return null;
    }
    at = member.lastIndex;
    if (m[3] === '}') return at === text.length ? out : null;
  }
}

/** eSewa's `data` query value (base64 JSON) as name → value text, or null when it cannot be read. */
export function decodeEsewaData(data: string | undefined | null): Record<string, string> | null {
  if (!data || data.length > 8192) return null;
  const normalized = data.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normalized)) return null;
  return parseFlatJson(Buffer.from(normalized, 'base64').toString('utf8'));
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * True when the decoded data carries a signature that matches its own signed_field_names, with the values
 * exactly as received, and those names cover what we rely on (transaction, amount, product, status).
 */
export function verifyEsewaData(secret: string, decoded: Record<string, string> | null): boolean {
  if (!decoded) return false;
  const names = decoded.signed_field_names;
  const signature = decoded.signature;
  if (!names || !signature) return false;
  const list = names.split(',');
  if (!REQUIRED_RESPONSE_SIGNED.every((n) => list.includes(n))) return false;
  if (list.some((n) => n === 'signature' || decoded[n] === undefined)) return false;
  return sameText(esewaSignature(secret, signedMessage(decoded, names)), signature);
}

/** eSewa's status check answer. */
export interface EsewaStatus {
  product_code?: string;
  transaction_uuid?: string;
  total_amount?: number | string;
  status?: string;
  ref_id?: string | null;
  code?: number;
  error_message?: string;
}

const STATUS_TIMEOUT_MS = 10_000;

/** Calls the status check API for this payment; null when eSewa could not be reached or answered nonsense. */
export async function fetchEsewaStatus(
  app: FastifyInstance,
  payment: PaymentRow,
): Promise<EsewaStatus | null> {
  const { productCode } = app.config.payments.esewa;
  const query = new URLSearchParams({
    product_code: productCode,
    total_amount: esewaAmount(payment.amount),
    transaction_uuid: payment.reference,
  });
  try {
    const res = await fetch(`${esewaStatusEndpoint(app)}?${query.toString()}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(STATUS_TIMEOUT_MS),
    });
    const body = (await res.json()) as unknown;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    return body as EsewaStatus;
  } catch (err) {
    app.log.warn({ err, reference: payment.reference }, 'eSewa status check failed');
    return null;
  }
}

/** What a status check answer means for this payment. */
export function esewaOutcome(
  answer: EsewaStatus | null,
  payment: PaymentRow,
  order: OrderRecord,
  productCode: string,
  now = new Date(),
): VerifiedOutcome {
  if (!answer || typeof answer.status !== 'string')
    return { state: 'pending', raw: { error: answer?.error_message ?? 'no answer' } };
  const raw: Record<string, unknown> = {
    product_code: answer.product_code,
    transaction_uuid: answer.transaction_uuid,
    total_amount: answer.total_amount,
    status: answer.status,
    ref_id: answer.ref_id ?? null,
  };
  // An answer about another transaction settles nothing.
  if (answer.transaction_uuid !== payment.reference || answer.product_code !== productCode)
    return { state: 'pending', raw };
  switch (answer.status) {
    case 'COMPLETE': {
      const amount = esewaAmountToPaisa(answer.total_amount);
      if (amount === null) return { state: 'pending', raw };
      return { state: 'completed', amount, providerRef: answer.ref_id ?? undefined, raw };
    }
    case 'CANCELED':
      return { state: 'cancelled', reason: 'Cancelled at eSewa', raw };
    case 'NOT_FOUND':
      // eSewa knows nothing of it: the buyer never completed the payment there. While the order can still be
      // paid they may yet do so (NOT_FOUND also answers a transaction eSewa has not seen yet).
      return order.expiresAt.getTime() <= now.getTime()
        ? { state: 'failed', reason: 'Not found at eSewa', raw }
        : { state: 'pending', raw };
    default:
      // PENDING, AMBIGUOUS, FULL_REFUND, PARTIAL_REFUND: nothing to deliver, nothing to undo automatically.
      return { state: 'pending', raw };
  }
}

/** eSewa's status check, read as an outcome for this payment. */
async function status(
  app: FastifyInstance,
  payment: PaymentRow,
  order: OrderRecord,
): Promise<VerifiedOutcome> {
  const answer = await fetchEsewaStatus(app, payment);
  return esewaOutcome(answer, payment, order, app.config.payments.esewa.productCode);
}

/**
 * eSewa's two returns, with the user and order of their URL path: `success` carries `?data=` (base64 JSON signed
 * over its own signed_field_names); `failure` (the buyer left eSewa without paying) is not signed.
 */
export type EsewaReturn =
  | { kind: 'success'; userId: string; orderId: string; data: string | undefined }
  | { kind: 'failure'; userId: string; orderId: string };

/**
 * The success return is believed only once its signature verifies, its transaction is this order's payment of
 * the same amount, and the status check API confirms it (a signed COMPLETE the status check contradicts is logged
 * as forged). The failure return names only the order: its latest eSewa payment is settled only as the status
 * check reports it, and the buyer goes back to the order's payment page while it can be paid, whether eSewa calls
 * the payment cancelled or still pending (NOT_FOUND: the recovery job asks again later).
 */
function readReturn(app: FastifyInstance, input: EsewaReturn): ReturnReading {
  const { userId, orderId } = input;
  if (input.kind === 'failure')
    return {
      userId,
      orderId,
      payment: 'latest',
      async verify(app, { payment, order }) {
        // A payment that ended is not settled again on an unsigned redirect's word.
        if (payment.status !== 'Started')
          return { next: { to: 'result', cancelled: payment.status === 'Cancelled' } };
        const outcome = await status(app, payment, order);
        const cancelled = outcome.state === 'cancelled' || outcome.state === 'pending';
        return { outcome, next: { to: 'result', cancelled } };
      },
    };

  const { secretKey, productCode } = app.config.payments.esewa;
  const forged = (reason: string, details: Record<string, unknown> = {}) => ({
    reason,
    userId,
    orderId,
    ...details,
  });
  const data = decodeEsewaData(input.data);
  if (!data) return { refused: forged('unreadable data') };
  const claim = {
    reference: data.transaction_uuid,
    total_amount: data.total_amount,
    claimedStatus: data.status,
    transaction_code: data.transaction_code,
  };
  if (!verifyEsewaData(secretKey, data)) return { refused: forged('bad signature', claim) };
  if (data.product_code !== productCode) return { refused: forged('another product code', claim) };
  return {
    userId,
    orderId,
    payment: { reference: data.transaction_uuid },
    notOurs: forged('transaction does not belong to this order', claim),
    mismatch: (payment) =>
      esewaAmountToPaisa(data.total_amount) !== payment.amount
        ? forged('amount differs from the payment', { ...claim, expected: payment.amount })
        : undefined,
    async verify(app, { payment, order }) {
      const outcome = await status(app, payment, order);
      // eSewa's signed word and its status check disagree (an unreachable status check is no disagreement).
      const disagrees =
        data.status === 'COMPLETE' && outcome.state !== 'completed' && outcome.raw?.status !== undefined;
      return {
        outcome,
        disagreement: disagrees
          ? {
              reason: 'status check disagrees with the success callback',
              reference: payment.reference,
              orderId: order.id,
              answer: outcome.raw ?? null,
            }
          : undefined,
        next: { to: 'result', cancelled: outcome.state === 'cancelled' },
      };
    },
  };
}

export const esewaProvider: ReturningProvider<EsewaForm, EsewaReturn> = {
  id: 'esewa',
  recheckCompleted: false,
  /** The signed form the browser posts to eSewa. */
  async start(app, { payment }) {
    const { secretKey, productCode } = app.config.payments.esewa;
    return {
      reply: {
        action: esewaFormUrl(app),
        method: 'POST',
        fields: buildEsewaForm({ secretKey, productCode, appUrl: app.config.APP_URL, payment }),
      },
    };
  },
  readReturn,
  status,
};
