import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toRupees } from '@oxstrength/shared/money';
import { sandboxTransactions } from '../../db/schema/payments';
import { sandboxErrorPage, sandboxPage, sendSandboxHtml } from './sandbox-page';

/**
 * Khalti's ePayment v2 (KPG-2) as a sandbox on this server, mounted at /sandbox/khalti only while no live Khalti
 * endpoint is configured. It speaks Khalti's documented protocol: `POST /api/v2/epayment/initiate/` and
 * `POST /api/v2/epayment/lookup/` with `Authorization: Key <secret>` (amounts in paisa, Khalti's error bodies),
 * and a payment page whose Pay and Cancel send the browser back to return_url with Khalti's query parameters.
 * Its books are sandbox_transactions (provider 'khalti', reference = pidx, status in Khalti's words).
 */

const PROVIDER = 'khalti';
/** Khalti's sandbox links live 30 minutes (expires_in 1800 in its examples). */
const LINK_TTL_SECONDS = 1800;
/** The Khalti ID shown as payer on the return, masked the way Khalti masks it. */
const SANDBOX_PAYER = '98XXXXX001';

export type KhaltiSandboxStatus =
  'Initiated' | 'Pending' | 'Completed' | 'User canceled' | 'Expired' | 'Refunded';

interface KhaltiSandboxData {
  return_url: string;
  website_url: string;
  purchase_order_id: string;
  purchase_order_name: string;
  customer_info?: Record<string, unknown>;
  /** Extra `merchant_*` attributes, handed back on the return as Khalti does. */
  merchant_extra?: Record<string, string>;
  expires_at: string;
  transaction_id?: string;
  mobile?: string;
}

type Row = typeof sandboxTransactions.$inferSelect;

const AUTH_MISSING = { detail: 'Authentication credentials were not provided.', status_code: 401 };
const AUTH_INVALID = { detail: 'Invalid token.', status_code: 401 };
const NOT_FOUND = { detail: 'Not found.', error_key: 'validation_error' };

/** Khalti-style identifiers (22 letters and digits, like `bZQLD9wRVWo4CdESSfuSsB`). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export function khaltiSandboxId(length = 22): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** `2023-05-25T16:26:16.471649+05:45`: Khalti reports times in Nepal time. */
function nepalTime(date: Date): string {
  const shifted = new Date(date.getTime() + (5 * 60 + 45) * 60 * 1000);
  return `${shifted.toISOString().replace('Z', '')}+05:45`;
}

/** Checks `Authorization: Key <secret>` (Khalti accepts `key` too) with Khalti's 401 bodies. */
function authorize(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^key\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    void reply.status(401).send(AUTH_MISSING);
    return false;
  }
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(app.config.payments.khalti.secretKey);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    void reply.status(401).send(AUTH_INVALID);
    return false;
  }
  return true;
}

/** Field errors in Khalti's (Django REST framework's) shape. */
type FieldErrors = Record<string, string[]>;

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function textField(body: Record<string, unknown>, name: string, errors: FieldErrors): string {
  const v = body[name];
  if (v === undefined || v === null) errors[name] = ['This field is required.'];
  else if (typeof v !== 'string' && typeof v !== 'number') errors[name] = ['Not a valid string.'];
  else if (isBlank(v)) errors[name] = ['This field may not be blank.'];
  else return String(v).trim();
  return '';
}

function urlField(body: Record<string, unknown>, name: string, errors: FieldErrors): string {
  const v = textField(body, name, errors);
  if (errors[name]) return '';
  try {
    const url = new URL(v);
    if (url.protocol === 'http:' || url.protocol === 'https:') return v;
  } catch {
    // falls through to the error below
  }
  errors[name] = ['Enter a valid URL.'];
  return '';
}

/** An integer amount in paisa, as a number or a string of digits (Khalti's examples send "1000"). */
function paisa(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v === 'string' && /^\s*-?\d{1,12}\s*$/.test(v)) return Number(v);
  return undefined;
}

interface InitiateInput {
  amount: number;
  data: Omit<KhaltiSandboxData, 'expires_at'>;
}

/** Validates an initiate request the way Khalti does; null and the errors when it is refused. */
function readInitiate(raw: unknown): { ok: true; value: InitiateInput } | { ok: false; errors: FieldErrors } {
  const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const returnUrl = urlField(body, 'return_url', errors);
  const websiteUrl = urlField(body, 'website_url', errors);
  let amount = 0;
  if (body.amount === undefined || body.amount === null) errors.amount = ['This field is required.'];
  else {
    const value = paisa(body.amount);
    if (value === undefined) errors.amount = ['A valid integer is required.'];
    else if (value < 1000) errors.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
    else amount = value;
  }
  const purchaseOrderId = textField(body, 'purchase_order_id', errors);
  const purchaseOrderName = textField(body, 'purchase_order_name', errors);

  if (body.amount_breakdown !== undefined && !errors.amount) {
    const parts = Array.isArray(body.amount_breakdown) ? body.amount_breakdown : null;
    const sum = parts?.reduce<number | undefined>((total, part) => {
      const value = paisa((part as Record<string, unknown> | null)?.amount);
      return total === undefined || value === undefined ? undefined : total + value;
    }, 0);
    if (sum !== amount) errors.amount = ['Amount Breakdown mismatch.'];
  }
  let customerInfo: Record<string, unknown> | undefined;
  if (body.customer_info !== undefined && body.customer_info !== null) {
    if (typeof body.customer_info !== 'object' || Array.isArray(body.customer_info))
      errors.customer_info = ['Invalid data. Expected a dictionary.'];
    else customerInfo = body.customer_info as Record<string, unknown>;
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  const merchantExtra = Object.fromEntries(
    Object.entries(body)
      .filter(([k, v]) => k.startsWith('merchant_') && (typeof v === 'string' || typeof v === 'number'))
      .slice(0, 10)
      .map(([k, v]) => [k, String(v).slice(0, 200)]),
  );
  return {
    ok: true,
    value: {
      amount,
      data: {
        return_url: returnUrl,
        website_url: websiteUrl,
        purchase_order_id: purchaseOrderId,
        purchase_order_name: purchaseOrderName,
        ...(customerInfo ? { customer_info: customerInfo } : {}),
        ...(Object.keys(merchantExtra).length ? { merchant_extra: merchantExtra } : {}),
      },
    },
  };
}

const dataOf = (row: Row) => row.data as unknown as KhaltiSandboxData;

async function findTransaction(app: FastifyInstance, pidx: string): Promise<Row | undefined> {
  const [row] = await app.db
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.provider, PROVIDER), eq(sandboxTransactions.reference, pidx)));
  return row;
}

/** Moves a transaction on from `Initiated` only (one winner under concurrency); the row as it now stands. */
async function transition(
  app: FastifyInstance,
  row: Row,
  status: KhaltiSandboxStatus,
  extra: Partial<KhaltiSandboxData> = {},
): Promise<Row> {
  const [updated] = await app.db
    .update(sandboxTransactions)
    .set({ status, data: { ...dataOf(row), ...extra } as unknown as Record<string, unknown> })
    .where(and(eq(sandboxTransactions.id, row.id), eq(sandboxTransactions.status, 'Initiated')))
    .returning();
  return updated ?? (await findTransaction(app, row.reference))!;
}

/** An Initiated link past its expiry becomes Expired, as Khalti reports it. */
async function withExpiry(app: FastifyInstance, row: Row): Promise<Row> {
  if (row.status !== 'Initiated' || new Date(dataOf(row).expires_at).getTime() > Date.now()) return row;
  return transition(app, row, 'Expired');
}

/** Where Khalti sends the browser back: return_url with Khalti's query parameters. */
function returnUrl(row: Row): string {
  const data = dataOf(row);
  const paid = row.status === 'Completed';
  const url = new URL(data.return_url);
  const params: [string, string][] = [
    ['pidx', row.reference],
    ['transaction_id', paid ? (data.transaction_id ?? '') : ''],
    ['tidx', paid ? (data.transaction_id ?? '') : ''],
    ...(paid ? ([['txnId', data.transaction_id ?? '']] as [string, string][]) : []),
    ['amount', String(row.amount)],
    ['total_amount', String(row.amount)],
    ['mobile', paid ? (data.mobile ?? '') : ''],
    ['status', row.status],
    ['purchase_order_id', data.purchase_order_id],
    ['purchase_order_name', data.purchase_order_name],
    ...Object.entries(data.merchant_extra ?? {}),
  ];
  for (const [k, v] of params) url.searchParams.append(k, v);
  return url.toString();
}

/** Khalti's lookup body; Expired and User canceled answer 400, as Khalti does. */
function lookupReply(row: Row) {
  const data = dataOf(row);
  const hasTransaction = row.status === 'Completed' || row.status === 'Refunded';
  return {
    code: row.status === 'Expired' || row.status === 'User canceled' ? 400 : 200,
    body: {
      pidx: row.reference,
      total_amount: row.amount,
      status: row.status,
      transaction_id: hasTransaction ? (data.transaction_id ?? null) : null,
      fee: 0,
      refunded: row.status === 'Refunded',
    },
  };
}

const TITLE = 'Khalti payment (sandbox)';
const pidxParams = z.object({ pidx: z.string().max(64) });

export const khaltiSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // The payment page's buttons post plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/api/v2/epayment/initiate/',
    {
      schema: {
        tags: ['sandbox'],
        summary: "Khalti ePayment initiate (sandbox): Authorization 'Key <secret>', amount in paisa",
        body: z.unknown(),
      },
    },
    async (request, reply) => {
      if (!authorize(app, request, reply)) return reply;
      const input = readInitiate(request.body);
      if (!input.ok) return reply.status(400).send({ ...input.errors, error_key: 'validation_error' });
      const pidx = khaltiSandboxId();
      const expiresAt = new Date(Date.now() + LINK_TTL_SECONDS * 1000);
      const data: KhaltiSandboxData = { ...input.value.data, expires_at: expiresAt.toISOString() };
      await app.db.insert(sandboxTransactions).values({
        provider: PROVIDER,
        reference: pidx,
        amount: input.value.amount,
        status: 'Initiated',
        data: data as unknown as Record<string, unknown>,
      });
      return {
        pidx,
        payment_url: `${app.config.APP_URL}/sandbox/khalti/pay/${pidx}`,
        expires_at: nepalTime(expiresAt),
        expires_in: LINK_TTL_SECONDS,
      };
    },
  );

  app.post(
    '/api/v2/epayment/lookup/',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Khalti ePayment lookup (sandbox): the payment by pidx',
        body: z.unknown(),
      },
    },
    async (request, reply) => {
      if (!authorize(app, request, reply)) return reply;
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
        string,
        unknown
      >;
      const pidx = body.pidx;
      if (isBlank(pidx))
        return reply.status(400).send({
          pidx: [
            pidx === undefined || pidx === null ? 'This field is required.' : 'This field may not be blank.',
          ],
          error_key: 'validation_error',
        });
      if (typeof pidx !== 'string' || pidx.length > 64) return reply.status(404).send(NOT_FOUND);
      const row = await findTransaction(app, pidx);
      if (!row) return reply.status(404).send(NOT_FOUND);
      const { code, body: answer } = lookupReply(await withExpiry(app, row));
      return reply.status(code).send(answer);
    },
  );

  app.get(
    '/pay/:pidx',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Khalti payment page (sandbox): Pay or Cancel',
        params: pidxParams,
      },
    },
    async (request, reply) => {
      const found = await findTransaction(app, request.params.pidx);
      if (!found)
        return sendSandboxHtml(reply, 404, sandboxErrorPage(TITLE, 'This payment link is not valid.'));
      const row = await withExpiry(app, found);
      if (row.status === 'Expired')
        return sendSandboxHtml(reply, 410, sandboxErrorPage(TITLE, 'This payment link has expired.'));
      if (row.status !== 'Initiated')
        return sendSandboxHtml(
          reply,
          409,
          sandboxErrorPage(
            TITLE,
            row.status === 'Completed'
              ? 'This payment has already been made.'
              : 'This payment was cancelled.',
          ),
        );
      const data = dataOf(row);
      const base = `/sandbox/khalti/pay/${encodeURIComponent(row.reference)}`;
      return sendSandboxHtml(
        reply,
        200,
        sandboxPage({
          title: TITLE,
          provider: 'Khalti',
          amount: toRupees(row.amount),
          lines: [
            { label: 'Order', value: data.purchase_order_name },
            { label: 'Order id', value: data.purchase_order_id },
            { label: 'Payment id (pidx)', value: row.reference },
            { label: 'Khalti ID', value: '9800000001 (test account)' },
          ],
          payAction: `${base}/pay`,
          cancelAction: `${base}/cancel`,
        }),
      );
    },
  );

  /** The payer's decision: the transaction moves once; a repeated click sends the browser back again. */
  const decide =
    (status: 'Completed' | 'User canceled') =>
    async (request: FastifyRequest<{ Params: { pidx: string } }>, reply: FastifyReply) => {
      const found = await findTransaction(app, request.params.pidx);
      if (!found)
        return sendSandboxHtml(reply, 404, sandboxErrorPage(TITLE, 'This payment link is not valid.'));
      let row = await withExpiry(app, found);
      if (row.status === 'Expired')
        return sendSandboxHtml(reply, 410, sandboxErrorPage(TITLE, 'This payment link has expired.'));
      if (row.status === 'Initiated')
        row = await transition(
          app,
          row,
          status,
          status === 'Completed' ? { transaction_id: khaltiSandboxId(), mobile: SANDBOX_PAYER } : {},
        );
      return reply.header('cache-control', 'no-store').redirect(returnUrl(row), 302);
    };

  app.post(
    '/pay/:pidx/pay',
    { schema: { tags: ['sandbox'], summary: 'Khalti payment page (sandbox): Pay', params: pidxParams } },
    decide('Completed'),
  );
  app.post(
    '/pay/:pidx/cancel',
    { schema: { tags: ['sandbox'], summary: 'Khalti payment page (sandbox): Cancel', params: pidxParams } },
    decide('User canceled'),
  );
};
