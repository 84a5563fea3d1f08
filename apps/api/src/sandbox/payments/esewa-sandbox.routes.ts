import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toRupees } from '@oxstrength/shared/money';
import { sandboxTransactions } from '../../db/schema/payments';
import {
  ESEWA_FORM_PATH,
  ESEWA_REQUEST_SIGNED_FIELDS,
  ESEWA_STATUS_PATH,
  esewaAmountToPaisa,
  esewaSignature,
  signedMessage,
} from '../../features/payments/providers/esewa';
import { sandboxErrorPage, sandboxPage, sendSandboxHtml } from './sandbox-page';

/**
 * A stand-in for eSewa ePay v2, mounted at /sandbox/esewa only while no live eSewa URL is configured. It speaks
 * eSewa's protocol: the signed form post, a payment page (Pay / Cancel), the redirect to success_url with the
 * signed base64 `data` (or to failure_url), and the status check API. Its books are sandbox_transactions rows
 * (provider 'esewa', reference = transaction_uuid, status PENDING | COMPLETE | CANCELED).
 */

const PROVIDER = 'esewa';
const TITLE = 'eSewa payment (sandbox)';
const PAY_PATH = `${ESEWA_FORM_PATH}/pay`;
const CANCEL_PATH = `${ESEWA_FORM_PATH}/cancel`;
/** What eSewa signs in the data it returns to success_url. */
const RESPONSE_SIGNED_FIELDS =
  'transaction_code,status,total_amount,transaction_uuid,product_code,success_url,signed_field_names';

const FORM_FIELDS = [
  'amount',
  'tax_amount',
  'product_service_charge',
  'product_delivery_charge',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;

const field = z.string().max(2000).optional();
const formBody = z.object(
  Object.fromEntries(FORM_FIELDS.map((f) => [f, field])) as Record<
    (typeof FORM_FIELDS)[number],
    typeof field
  >,
);
const decisionBody = z.object({ transaction_uuid: field, product_code: field });
const statusQuery = z.object({ product_code: field, total_amount: field, transaction_uuid: field });

/** The request as recorded in the sandbox's books. */
interface EsewaRequest {
  total_amount: string;
  product_code: string;
  success_url: string;
  failure_url: string;
  transaction_code?: string;
}

/** eSewa prints amounts like Java doubles: 1000 → "1000.0", 999.5 → "999.5". */
const javaDouble = (paisa: number) => {
  const rupees = toRupees(paisa);
  return Number.isInteger(rupees) ? `${rupees}.0` : String(rupees);
};

/** eSewa reference codes look like "000AWEO": 7 upper-case letters and digits. */
const transactionCode = () =>
  Array.from({ length: 7 }, () => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[randomInt(36)]).join('');

/** Return URLs must lead back to this site: the sandbox is no open redirect. */
function returnUrlAllowed(app: FastifyInstance, request: FastifyRequest, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const origins = [app.config.APP_URL, `${request.protocol}://${request.host}`].flatMap((u) => {
    try {
      return [new URL(u).origin];
    } catch {
      return [];
    }
  });
  return origins.includes(url.origin);
}

/** What is wrong with a payment form, the way eSewa refuses it; null when it is acceptable. */
function checkForm(
  app: FastifyInstance,
  request: FastifyRequest,
  f: z.infer<typeof formBody>,
): string | null {
  const { productCode, secretKey } = app.config.payments.esewa;
  const missing = FORM_FIELDS.filter((name) => !f[name]?.trim());
  if (missing.length) return `Missing required fields: ${missing.join(', ')}.`;
  if (f.product_code !== productCode) return 'Invalid product code.';
  if (!/^[A-Za-z0-9-]+$/.test(f.transaction_uuid!))
    return 'transaction_uuid supports letters, digits and hyphen only.';
  const names = f.signed_field_names!.split(',');
  if (!ESEWA_REQUEST_SIGNED_FIELDS.split(',').every((n) => names.includes(n)))
    return `signed_field_names must include ${ESEWA_REQUEST_SIGNED_FIELDS}.`;
  const expected = esewaSignature(secretKey, signedMessage(f, f.signed_field_names!));
  if (expected !== f.signature) return 'Invalid payload signature.';
  const parts = [f.amount, f.tax_amount, f.product_service_charge, f.product_delivery_charge].map(
    esewaAmountToPaisa,
  );
  const total = esewaAmountToPaisa(f.total_amount);
  if (total === null || parts.some((p) => p === null)) return 'Amounts must be numbers.';
  if (total <= 0) return 'total_amount must be greater than zero.';
  if (parts.reduce<number>((sum, p) => sum + p!, 0) !== total)
    return 'total_amount must equal amount + tax_amount + product_service_charge + product_delivery_charge.';
  if (!returnUrlAllowed(app, request, f.success_url!) || !returnUrlAllowed(app, request, f.failure_url!))
    return 'success_url and failure_url must lead back to the merchant site.';
  return null;
}

const withData = (url: string, data: string) =>
  `${url}${url.includes('?') ? '&' : '?'}data=${encodeURIComponent(data)}`;

export const esewaSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // The payment form and the sandbox page's buttons are plain HTML form posts.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }

  const findTransaction = async (reference: string) => {
    const [row] = await app.db
      .select()
      .from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.provider, PROVIDER), eq(sandboxTransactions.reference, reference)));
    return row;
  };

  const paymentPage = (reference: string, amount: number, productCode: string) =>
    sandboxPage({
      title: TITLE,
      provider: 'eSewa',
      amount: toRupees(amount),
      lines: [
        { label: 'Merchant', value: 'OxStrength' },
        { label: 'Product code', value: productCode },
        { label: 'Transaction', value: reference },
      ],
      payAction: {
        action: `/sandbox/esewa${PAY_PATH}`,
        fields: { transaction_uuid: reference, product_code: productCode },
      },
      cancelAction: {
        action: `/sandbox/esewa${CANCEL_PATH}`,
        fields: { transaction_uuid: reference, product_code: productCode },
      },
    });

  app.post(
    ESEWA_FORM_PATH,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'eSewa sandbox: the ePay v2 payment form (signed), answering the payment page',
        consumes: ['application/x-www-form-urlencoded'],
        body: formBody,
      },
    },
    async (request, reply) => {
      const f = request.body;
      const problem = checkForm(app, request, f);
      if (problem) return sendSandboxHtml(reply, 400, sandboxErrorPage(TITLE, problem));
      const reference = f.transaction_uuid!;
      const amount = esewaAmountToPaisa(f.total_amount)!;
      const data: EsewaRequest = {
        total_amount: f.total_amount!,
        product_code: f.product_code!,
        success_url: f.success_url!,
        failure_url: f.failure_url!,
      };
      await app.db
        .insert(sandboxTransactions)
        .values({ provider: PROVIDER, reference, amount, status: 'PENDING', data: { ...data } })
        .onConflictDoNothing();
      const row = await findTransaction(reference);
      const same =
        row?.amount === amount && (row.data as unknown as EsewaRequest).success_url === data.success_url;
      // Each transaction_uuid pays once: a repeated post may only reopen the same, still pending request.
      if (!row || row.status !== 'PENDING' || !same)
        return sendSandboxHtml(
          reply,
          409,
          sandboxErrorPage(TITLE, 'Duplicate transaction_uuid: this transaction was already processed.'),
        );
      return sendSandboxHtml(reply, 200, paymentPage(reference, amount, f.product_code!));
    },
  );

  app.post(
    PAY_PATH,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'eSewa sandbox: the buyer pays',
        consumes: ['application/x-www-form-urlencoded'],
        body: decisionBody,
      },
    },
    async (request, reply) => {
      const reference = request.body.transaction_uuid ?? '';
      const code = transactionCode();
      // PENDING → COMPLETE once; pressing Pay again returns the same signed answer.
      const [updated] = await app.db
        .update(sandboxTransactions)
        .set({
          status: 'COMPLETE',
          data: sql`${sandboxTransactions.data} || ${JSON.stringify({ transaction_code: code })}::jsonb`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(sandboxTransactions.provider, PROVIDER),
            eq(sandboxTransactions.reference, reference),
            eq(sandboxTransactions.status, 'PENDING'),
          ),
        )
        .returning();
      const row = updated ?? (await findTransaction(reference));
      if (!row) return sendSandboxHtml(reply, 404, sandboxErrorPage(TITLE, 'Transaction not found.'));
      if (row.status !== 'COMPLETE')
        return sendSandboxHtml(
          reply,
          409,
          sandboxErrorPage(TITLE, 'This transaction was cancelled and can no longer be paid.'),
        );
      const req = row.data as unknown as EsewaRequest;
      const answer: Record<string, string> = {
        transaction_code: req.transaction_code ?? code,
        status: 'COMPLETE',
        total_amount: javaDouble(row.amount),
        transaction_uuid: row.reference,
        product_code: req.product_code,
        success_url: req.success_url,
        signed_field_names: RESPONSE_SIGNED_FIELDS,
      };
      answer.signature = esewaSignature(
        app.config.payments.esewa.secretKey,
        signedMessage(answer, RESPONSE_SIGNED_FIELDS),
      );
      const data = Buffer.from(JSON.stringify(answer), 'utf8').toString('base64');
      return reply.header('cache-control', 'no-store').redirect(withData(req.success_url, data), 302);
    },
  );

  app.post(
    CANCEL_PATH,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'eSewa sandbox: the buyer cancels',
        consumes: ['application/x-www-form-urlencoded'],
        body: decisionBody,
      },
    },
    async (request, reply) => {
      const reference = request.body.transaction_uuid ?? '';
      await app.db
        .update(sandboxTransactions)
        .set({ status: 'CANCELED', updatedAt: new Date() })
        .where(
          and(
            eq(sandboxTransactions.provider, PROVIDER),
            eq(sandboxTransactions.reference, reference),
            eq(sandboxTransactions.status, 'PENDING'),
          ),
        );
      const row = await findTransaction(reference);
      if (!row) return sendSandboxHtml(reply, 404, sandboxErrorPage(TITLE, 'Transaction not found.'));
      if (row.status === 'COMPLETE')
        return sendSandboxHtml(reply, 409, sandboxErrorPage(TITLE, 'This transaction is already paid.'));
      return reply
        .header('cache-control', 'no-store')
        .redirect((row.data as unknown as EsewaRequest).failure_url, 302);
    },
  );

  // eSewa's status check: the merchant's server asks; JSON answers as eSewa gives them.
  for (const url of [ESEWA_STATUS_PATH, ESEWA_STATUS_PATH.replace(/\/$/, '')]) {
    app.get(
      url,
      {
        schema: {
          tags: ['sandbox'],
          summary: 'eSewa sandbox: transaction status check',
          hide: url !== ESEWA_STATUS_PATH,
          querystring: statusQuery,
        },
      },
      async (request, reply) => {
        const q = request.query;
        if (!q.product_code || !q.total_amount || !q.transaction_uuid)
          return reply
            .status(400)
            .send({ code: 0, error_message: 'product_code, total_amount and transaction_uuid are required' });
        const amount = esewaAmountToPaisa(q.total_amount);
        const row = await findTransaction(q.transaction_uuid);
        const known =
          row &&
          amount !== null &&
          row.amount === amount &&
          (row.data as unknown as EsewaRequest).product_code === q.product_code;
        return {
          product_code: q.product_code,
          transaction_uuid: q.transaction_uuid,
          total_amount: amount === null ? 0 : toRupees(amount),
          status: known ? row.status : 'NOT_FOUND',
          ref_id:
            known && row.status !== 'PENDING'
              ? ((row.data as unknown as EsewaRequest).transaction_code ?? null)
              : null,
        };
      },
    );
  }
};
