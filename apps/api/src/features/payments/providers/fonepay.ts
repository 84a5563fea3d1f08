import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FonepayQr, FonepayWebForm } from '@oxstrength/shared/contracts/payments';
import { toPaisa, toRupees } from '@oxstrength/shared/money';
import { AppError } from '../../../lib/errors';
import { selfUrl } from '../../../lib/self-url';
import type {
  PaymentProvider,
  PaymentRow,
  ReturnReading,
  ReturningProvider,
  VerifiedOutcome,
} from './provider';

/**
 * Fonepay, two products with one merchant code and secret (HMAC-SHA512, hex, over comma-separated values as
 * sent, never URL-encoded):
 *
 * - Dynamic QR, the classic `merchantDetailsForThirdParty` API ("Merchant Integration through Device for Dynamic
 *   QR" v1.1). `POST <base>/merchant/merchantDetailsForThirdParty/thirdPartyDynamicQrDownload` with
 *   {amount, remarks1, remarks2, prn, merchantCode, dataValidation, username, password}, dataValidation over
 *   `AMOUNT,PRN,MERCHANT-CODE,REMARKS1,REMARKS2`, answers {qrMessage, status, statusCode, success,
 *   thirdpartyQrWebSocketUrl}. The socket pushes `{transactionStatus: "<JSON>"}` (scan, then paymentSuccess);
 *   the merchant then asks `.../thirdPartyDynamicQrGetStatus` with {prn, merchantCode, dataValidation, username,
 *   password}, dataValidation over `PRN,MERCHANT-CODE`, which answers {fonepayTraceId, paymentStatus
 *   'success' | 'failed' | 'pending', prn}. That status answer carries no amount: the QR itself fixed it (Fonepay
 *   built the QR from our signed request), so a successful QR payment is for the amount we asked.
 *   config.payments.fonepay.baseUrl is this API's base (live https://merchantapi.fonepay.com/api).
 *
 * - Web redirect ("Fonepay Web Integration" v2.0). The browser GETs `<web>/api/merchantRequest` with PID, MD=P,
 *   PRN, AMT, CRN=NPR, DT (MM/DD/YYYY), R1, R2, RU and DV over `PID,MD,PRN,AMT,CRN,DT,R1,R2,RU`. Fonepay sends
 *   the buyer back to RU with PRN, PID, PS, RC, UID, BC, INI, P_AMT, R_AMT and DV over
 *   `PRN,PID,PS,RC,UID,BC,INI,P_AMT,R_AMT`. The merchant then confirms with
 *   `GET <web>/api/merchantRequest/verificationMerchant?PRN&PID&BID&AMT&UID&DV`. That call's DV is not in the
 *   issue; our reading, from Fonepay's own Java library (com.fonepay:payment, FonepayService) and its PHP sample,
 *   is HMAC-SHA512 over `PID,AMT,PRN,BID,UID` — AMT the amount we requested, BID the bill id (empty for web
 *   payments), UID Fonepay's trace id from the return. It answers XML `<response>` with amount, bankCode,
 *   initiator, message, response_code, statusCode, success, txnAmount, uniqueId.
 *   config.payments.fonepay.webUrl is that host (live https://clientapi.fonepay.com, without /api).
 *
 * In sandbox mode both bases are `/sandbox/fonepay` on this server: this server calls it over loopback HTTP
 * (selfUrl), the browser through APP_URL.
 */

export const QR_DOWNLOAD_PATH = '/merchant/merchantDetailsForThirdParty/thirdPartyDynamicQrDownload';
export const QR_STATUS_PATH = '/merchant/merchantDetailsForThirdParty/thirdPartyDynamicQrGetStatus';
export const WEB_REQUEST_PATH = '/api/merchantRequest';
export const WEB_VERIFY_PATH = '/api/merchantRequest/verificationMerchant';

const TIMEOUT_MS = 15_000;

// ---------------------------------------------------------------------------------------------------------------
// Signatures (pure)
// ---------------------------------------------------------------------------------------------------------------

/** HMAC-SHA512 of the message with the merchant secret, lower-case hex (Fonepay compares hex case-insensitively). */
export function fonepayHmac(secretKey: string, message: string): string {
  return createHmac('sha512', secretKey).update(message, 'utf8').digest('hex');
}

/** The values joined with commas, as given (no encoding, no trimming), signed. */
export const signValues = (secretKey: string, values: readonly string[]) =>
  fonepayHmac(secretKey, values.join(','));

export interface QrRequestSigned {
  amount: string;
  prn: string;
  merchantCode: string;
  remarks1: string;
  remarks2: string;
}

/** dataValidation of a QR request: `AMOUNT,PRN,MERCHANT-CODE,REMARKS1,REMARKS2`. */
export const qrRequestDv = (secretKey: string, r: QrRequestSigned) =>
  signValues(secretKey, [r.amount, r.prn, r.merchantCode, r.remarks1, r.remarks2]);

/** dataValidation of a QR status check: `PRN,MERCHANT-CODE`. */
export const qrStatusDv = (secretKey: string, r: { prn: string; merchantCode: string }) =>
  signValues(secretKey, [r.prn, r.merchantCode]);

export const WEB_REQUEST_FIELDS = ['PID', 'MD', 'PRN', 'AMT', 'CRN', 'DT', 'R1', 'R2', 'RU'] as const;
export const WEB_RETURN_FIELDS = ['PRN', 'PID', 'PS', 'RC', 'UID', 'BC', 'INI', 'P_AMT', 'R_AMT'] as const;
export const WEB_VERIFY_FIELDS = ['PID', 'AMT', 'PRN', 'BID', 'UID'] as const;

export type WebRequestFields = Record<(typeof WEB_REQUEST_FIELDS)[number], string>;
export type WebReturnFields = Record<(typeof WEB_RETURN_FIELDS)[number], string>;
export type WebVerifyFields = Record<(typeof WEB_VERIFY_FIELDS)[number], string>;

/** DV of the web payment request: `PID,MD,PRN,AMT,CRN,DT,R1,R2,RU`. */
export const webRequestDv = (secretKey: string, f: WebRequestFields) =>
  signValues(
    secretKey,
    WEB_REQUEST_FIELDS.map((k) => f[k]),
  );

/** DV Fonepay puts on the return to RU: `PRN,PID,PS,RC,UID,BC,INI,P_AMT,R_AMT`. */
export const webReturnDv = (secretKey: string, f: WebReturnFields) =>
  signValues(
    secretKey,
    WEB_RETURN_FIELDS.map((k) => f[k]),
  );

/** DV of the verification call: `PID,AMT,PRN,BID,UID` (see the header comment). */
export const webVerifyDv = (secretKey: string, f: WebVerifyFields) =>
  signValues(
    secretKey,
    WEB_VERIFY_FIELDS.map((k) => f[k]),
  );

/** Whether a received DV is the expected one: hex, any case, compared in constant time. */
export function dvMatches(expected: string, received: string | undefined | null): boolean {
  if (typeof received !== 'string' || !/^[0-9a-fA-F]+$/.test(received)) return false;
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Rupees as Fonepay takes them ("1500", "1499.5"): digits with an optional single decimal point. */
export const fonepayAmount = (paisa: number): string => String(toRupees(paisa));

/** An amount Fonepay sent ("1500", "1500.0", 1500) in paisa, or null when it is not one. */
export function fonepayAmountToPaisa(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,10}(\.\d+)?$/.test(text)) return null;
  return toPaisa(Number(text));
}

/** DT of a web request: MM/DD/YYYY, the date in Nepal (Fonepay's time zone). */
export function fonepayDate(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kathmandu',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year}`;
}

// ---------------------------------------------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------------------------------------------

export type FonepayUrlKind = 'browser' | 'server';

/**
 * The absolute URL of a configured Fonepay base: live bases are absolute already; the sandbox's are paths on
 * this server, which the browser reaches through APP_URL and this server over its loopback address.
 */
export function fonepayUrl(app: FastifyInstance, base: string, kind: FonepayUrlKind): string {
  const { sandbox } = app.config.payments.fonepay;
  const origin = !sandbox ? '' : kind === 'browser' ? app.config.APP_URL : selfUrl(app);
  return `${origin}${base}`.replace(/\/+$/, '');
}

/** Where the browser takes the web payment request (a GET form). */
export const fonepayWebRequestUrl = (app: FastifyInstance) =>
  `${fonepayUrl(app, app.config.payments.fonepay.webUrl, 'browser')}${WEB_REQUEST_PATH}`;

// ---------------------------------------------------------------------------------------------------------------
// Calls to Fonepay
// ---------------------------------------------------------------------------------------------------------------

/** Fonepay refused a call or could not be reached. The message is for logs, not for buyers. */
export class FonepayApiError extends Error {
  constructor(
    message: string,
    public readonly httpStatus?: number,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'FonepayApiError';
  }
}

async function call(url: string, init: RequestInit, what: string): Promise<{ status: number; text: string }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new FonepayApiError(`Fonepay ${what} unreachable: ${(err as Error).message}`);
  }
  return { status: res.status, text: await res.text() };
}

async function postJson(app: FastifyInstance, path: string, payload: Record<string, unknown>, what: string) {
  const url = `${fonepayUrl(app, app.config.payments.fonepay.baseUrl, 'server')}${path}`;
  const { status, text } = await call(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    },
    what,
  );
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new FonepayApiError(`Fonepay ${what} answered HTTP ${status} without a JSON object`, status);
  return { status, body: body as Record<string, unknown> };
}

/** Fonepay's error body in one line ({documentation, errorCode, message}). */
const describe = (body: Record<string, unknown>) =>
  [body.errorCode, body.message, body.documentation]
    .filter((v) => v !== undefined && v !== null && v !== '')
    .join(' ');

/** The two remarks a QR carries (each 1 to 25 characters, shown in the payer's app). */
export function qrRemarks(identifier: string): { remarks1: string; remarks2: string } {
  return { remarks1: 'OxStrength order', remarks2: identifier.slice(0, 25) };
}

export interface DynamicQr {
  qrMessage: string;
  /** The socket that reports the scan and the payment (ws:// or wss://). */
  websocketUrl: string;
  raw: Record<string, unknown>;
}

/** Asks Fonepay for a dynamic QR for one payment. */
export async function createDynamicQr(
  app: FastifyInstance,
  r: { prn: string; amount: number; remarks1: string; remarks2: string },
): Promise<DynamicQr> {
  const { merchantCode, secretKey, username, password } = app.config.payments.fonepay;
  const signed: QrRequestSigned = {
    amount: fonepayAmount(r.amount),
    prn: r.prn,
    merchantCode,
    remarks1: r.remarks1,
    remarks2: r.remarks2,
  };
  const { status, body } = await postJson(
    app,
    QR_DOWNLOAD_PATH,
    { ...signed, dataValidation: qrRequestDv(secretKey, signed), username, password },
    'QR request',
  );
  const ok = body.success === true && typeof body.qrMessage === 'string' && body.qrMessage.length > 0;
  if (status >= 300 || !ok)
    throw new FonepayApiError(`Fonepay QR request refused (HTTP ${status}): ${describe(body)}`, status, body);
  const socket = typeof body.thirdpartyQrWebSocketUrl === 'string' ? body.thirdpartyQrWebSocketUrl : '';
  if (!/^wss?:\/\//i.test(socket))
    throw new FonepayApiError(`Fonepay QR request gave no WebSocket URL (HTTP ${status})`, status, body);
  return { qrMessage: body.qrMessage as string, websocketUrl: socket, raw: body };
}

export interface QrStatus {
  paymentStatus: string;
  fonepayTraceId: string | null;
  raw: Record<string, unknown>;
}

/** Fonepay's status of a dynamic QR payment, by PRN. */
export async function dynamicQrStatus(app: FastifyInstance, prn: string): Promise<QrStatus> {
  const { merchantCode, secretKey, username, password } = app.config.payments.fonepay;
  const { status, body } = await postJson(
    app,
    QR_STATUS_PATH,
    { prn, merchantCode, dataValidation: qrStatusDv(secretKey, { prn, merchantCode }), username, password },
    'QR status',
  );
  if (status >= 300 || typeof body.paymentStatus !== 'string' || body.prn !== prn)
    throw new FonepayApiError(`Fonepay QR status failed (HTTP ${status}): ${describe(body)}`, status, body);
  const trace = body.fonepayTraceId;
  return {
    paymentStatus: body.paymentStatus.toLowerCase(),
    fonepayTraceId: typeof trace === 'number' || (typeof trace === 'string' && trace) ? String(trace) : null,
    raw: body,
  };
}

/** The QR payment's outcome, from Fonepay's status API only. */
export async function qrOutcome(app: FastifyInstance, payment: PaymentRow): Promise<VerifiedOutcome> {
  const s = await dynamicQrStatus(app, payment.reference);
  if (s.paymentStatus === 'success')
    return {
      state: 'completed',
      amount: payment.amount,
      providerRef: s.fonepayTraceId ?? undefined,
      raw: s.raw,
    };
  if (s.paymentStatus === 'failed')
    return { state: 'failed', reason: 'Fonepay QR payment failed', raw: s.raw };
  return { state: 'pending', raw: s.raw };
}

/** The text of `<name>...</name>` in Fonepay's flat XML answer (entities decoded), if present. */
function xmlValue(xml: string, name: string): string | undefined {
  const m = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml);
  if (!m) return undefined;
  return m[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

export interface WebVerification {
  success: boolean;
  message: string;
  /** What Fonepay says was paid (txnAmount, else amount), in paisa; null when it did not say. */
  amount: number | null;
  raw: Record<string, unknown>;
}

/** Fonepay's verification of a web payment it sent back to RU. */
export async function verifyWebPayment(
  app: FastifyInstance,
  r: { prn: string; amount: number; uid: string; bid?: string },
): Promise<WebVerification> {
  const { merchantCode, secretKey, webUrl } = app.config.payments.fonepay;
  const fields: WebVerifyFields = {
    PID: merchantCode,
    AMT: fonepayAmount(r.amount),
    PRN: r.prn,
    BID: r.bid ?? '',
    UID: r.uid,
  };
  const query = new URLSearchParams({
    PRN: fields.PRN,
    PID: fields.PID,
    BID: fields.BID,
    AMT: fields.AMT,
    UID: fields.UID,
    DV: webVerifyDv(secretKey, fields),
  });
  const url = `${fonepayUrl(app, webUrl, 'server')}${WEB_VERIFY_PATH}?${query.toString()}`;
  const { status, text } = await call(
    url,
    { method: 'GET', headers: { accept: 'application/xml' } },
    'verification',
  );
  const success = xmlValue(text, 'success');
  if (status >= 500 || success === undefined)
    throw new FonepayApiError(
      `Fonepay verification answered HTTP ${status} without a <success> element`,
      status,
      text.slice(0, 500),
    );
  const raw: Record<string, unknown> = {};
  for (const name of [
    'amount',
    'bankCode',
    'initiator',
    'message',
    'response_code',
    'statusCode',
    'success',
    'txnAmount',
    'uniqueId',
  ]) {
    const v = xmlValue(text, name);
    if (v !== undefined) raw[name] = v;
  }
  const paid = fonepayAmountToPaisa(raw.txnAmount) ?? fonepayAmountToPaisa(raw.amount);
  return {
    success: success.toLowerCase() === 'true',
    message: String(raw.message ?? raw.response_code ?? ''),
    amount: paid,
    raw,
  };
}

/**
 * The web payment's outcome from Fonepay's verification call, for the trace id (UID) Fonepay gave on the return.
 * When Fonepay verified it without naming an amount, it verified the AMT we sent.
 */
export async function webOutcome(
  app: FastifyInstance,
  payment: PaymentRow,
  uid: string,
  bid = '',
): Promise<VerifiedOutcome> {
  const v = await verifyWebPayment(app, { prn: payment.reference, amount: payment.amount, uid, bid });
  if (v.success)
    return { state: 'completed', amount: v.amount ?? payment.amount, providerRef: uid, raw: v.raw };
  return { state: 'failed', reason: `Fonepay verification: ${v.message || 'not successful'}`, raw: v.raw };
}

export const QR_UNAVAILABLE =
  'Fonepay could not create a QR code right now. Please try again or use a different payment method.';

/** The QR for a started payment; the payment stays Started when Fonepay refuses (502). */
export const fonepayQrProvider: PaymentProvider<FonepayQr> = {
  id: 'fonepay_qr',
  recheckCompleted: false,
  async start(app, { order, payment, log }) {
    let qr: DynamicQr;
    try {
      qr = await createDynamicQr(app, {
        prn: payment.reference,
        amount: payment.amount,
        ...qrRemarks(order.identifier),
      });
    } catch (err) {
      // The payment stays Started: the order remains payable (another QR, another provider) until it expires.
      log.error({ err, reference: payment.reference }, 'fonepay: QR request failed');
      throw new AppError(502, QR_UNAVAILABLE);
    }
    return {
      reply: {
        qrMessage: qr.qrMessage,
        websocketUrl: qr.websocketUrl,
        prn: payment.reference,
        amount: toRupees(payment.amount),
      },
    };
  },
  status: (app, payment) => qrOutcome(app, payment),
};

/** Fonepay's return to RU (values as received; a missing one counts as empty), with the user and order of its path. */
export interface FonepayWebReturn {
  userId: string;
  orderId: string;
  query: Partial<Record<keyof WebReturnFields | 'DV', string>>;
}

/**
 * The web return is believed only once its DV verifies, the PRN is this order's payment and Fonepay's
 * verification call agrees. A signed "not paid" (PS=false) without a trace id is believed (it delivers nothing):
 * the buyer cancelled at Fonepay, and the order stays payable; a "paid" without one is not.
 */
function readWebReturn(app: FastifyInstance, { userId, orderId, query: q }: FonepayWebReturn): ReturnReading {
  const { merchantCode, secretKey } = app.config.payments.fonepay;
  const f: WebReturnFields = {
    PRN: q.PRN ?? '',
    PID: q.PID ?? '',
    PS: q.PS ?? '',
    RC: q.RC ?? '',
    UID: q.UID ?? '',
    BC: q.BC ?? '',
    INI: q.INI ?? '',
    P_AMT: q.P_AMT ?? '',
    R_AMT: q.R_AMT ?? '',
  };
  const claim = { reference: f.PRN, PS: f.PS, RC: f.RC, UID: f.UID, P_AMT: f.P_AMT };
  const forged = (reason: string, details: Record<string, unknown> = {}) => ({
    reason,
    userId,
    orderId,
    ...claim,
    ...details,
  });
  if (!dvMatches(webReturnDv(secretKey, f), q.DV)) return { refused: forged('bad DV') };
  if (f.PID !== merchantCode) return { refused: forged('another merchant code') };
  const notPaid = `Fonepay: not paid (RC=${f.RC || 'none'})`;
  return {
    userId,
    orderId,
    payment: { reference: f.PRN || undefined },
    notOurs: forged('PRN does not belong to this order'),
    providerRef: f.UID || undefined,
    async verify(app, { payment, log }) {
      if (!f.UID) {
        if (f.PS === 'false')
          return {
            outcome: { state: 'cancelled', reason: notPaid },
            next: { to: 'result', cancelled: true },
          };
        return { next: { to: 'failed' } };
      }
      let outcome: VerifiedOutcome;
      try {
        outcome = await webOutcome(app, payment, f.UID);
      } catch (err) {
        log.error({ err, reference: payment.reference }, 'fonepay: web verification failed');
        return { next: { to: 'failed' } };
      }
      const disagreement =
        f.PS === 'true' && outcome.state !== 'completed'
          ? forged('verification disagrees with the return', { answer: outcome.raw ?? null })
          : undefined;
      // The buyer left Fonepay without paying (PS=false) and Fonepay confirms nothing was paid.
      if (f.PS === 'false' && outcome.state === 'failed')
        outcome = { state: 'cancelled', reason: notPaid, raw: outcome.raw };
      return { outcome, disagreement, next: { to: 'result', cancelled: outcome.state === 'cancelled' } };
    },
  };
}

/** The signed request (DV over PID,MD,PRN,AMT,CRN,DT,R1,R2,RU) the browser takes to Fonepay. */
export const fonepayWebProvider: ReturningProvider<FonepayWebForm, FonepayWebReturn> = {
  id: 'fonepay_web',
  recheckCompleted: false,
  async start(app, { order, payment, user }) {
    const { merchantCode, secretKey } = app.config.payments.fonepay;
    const signed: WebRequestFields = {
      PID: merchantCode,
      MD: 'P',
      PRN: payment.reference,
      AMT: fonepayAmount(payment.amount),
      CRN: 'NPR',
      DT: fonepayDate(new Date()),
      R1: order.id,
      R2: order.remarks,
      RU: `${app.config.APP_URL}/api/v1/payment/fonepay/web/success/${user.id}/${order.id}`,
    };
    const { PID, MD, AMT, CRN, DT, R1, R2, RU, PRN } = signed;
    return {
      reply: {
        action: fonepayWebRequestUrl(app),
        method: 'GET',
        fields: { PID, MD, AMT, CRN, DT, R1, R2, RU, PRN, DV: webRequestDv(secretKey, signed) },
      },
    };
  },
  readReturn: readWebReturn,
  /**
   * Fonepay's verification needs the trace id (UID) it gives only on the return to RU, kept as the payment's
   * providerRef once verified. Before that return there is nothing Fonepay can be asked: pending.
   */
  status: async (app, payment) =>
    payment.providerRef
      ? webOutcome(app, payment, payment.providerRef)
      : {
          state: 'pending',
          raw: { note: 'no Fonepay trace id yet (the buyer has not come back from Fonepay)' },
        },
};
