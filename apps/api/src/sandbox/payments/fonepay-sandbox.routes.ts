import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toRupees } from '@oxstrength/shared/money';
import { sandboxTransactions } from '../../db/schema/payments';
import { OPEN, type Socket } from '../../plugins/websockets';
import {
  dvMatches,
  fonepayAmount,
  fonepayAmountToPaisa,
  QR_DOWNLOAD_PATH,
  QR_STATUS_PATH,
  qrRequestDv,
  qrStatusDv,
  WEB_REQUEST_PATH,
  WEB_VERIFY_PATH,
  webRequestDv,
  webReturnDv,
  webVerifyDv,
  type WebReturnFields,
} from '../../features/payments/providers/fonepay';
import { escapeHtml, sandboxErrorPage, sandboxPage, sendSandboxHtml } from './sandbox-page';

/**
 * A stand-in for Fonepay, mounted at /sandbox/fonepay only while no live Fonepay URL is configured. It speaks
 * Fonepay's protocols (see payments/fonepay.ts): the dynamic QR API (QR request, status check, both checking the
 * merchant code, username, password and dataValidation), the QR's WebSocket, and the web redirect
 * (merchantRequest with its DV, the signed return to RU, verificationMerchant).
 *
 * "Scanning" the QR: its qrMessage is the absolute URL of this sandbox's scan page, so a phone (or a test) opens
 * it. Opening the page pushes the scan (`qrVerified`) on the QR's socket; its Pay and Cancel buttons settle the
 * transaction and push `paymentSuccess` true or false.
 *
 * Books: sandbox_transactions rows, provider 'fonepay', reference = PRN, status in Fonepay's words
 * (pending | success | failed), data.kind 'qr' or 'web'. PRNs are unique across both kinds, as Fonepay wants.
 */

const PROVIDER = 'fonepay';
const QR_TITLE = 'Fonepay QR payment (sandbox)';
const WEB_TITLE = 'Fonepay payment (sandbox)';
/** Fonepay's merchantId on socket messages; the sandbox has one merchant. */
const MERCHANT_ID = 1;
const WEB_PAY_PATH = `${WEB_REQUEST_PATH}/pay`;
const WEB_CANCEL_PATH = `${WEB_REQUEST_PATH}/cancel`;

type TxStatus = 'pending' | 'success' | 'failed';

interface QrData {
  kind: 'qr';
  amount: string;
  remarks1: string;
  remarks2: string;
  traceId: number;
  scanned: boolean;
  settledAt?: string;
}

interface WebData {
  kind: 'web';
  AMT: string;
  DT: string;
  R1: string;
  R2: string;
  RU: string;
  /** What was sent back to RU, once Pay or Cancel was pressed (replayed on a second press). */
  returned?: WebReturnFields;
}

type Row = typeof sandboxTransactions.$inferSelect;

const field = z.string().max(2000).optional().catch(undefined);
const anyField = z.unknown().optional();
const qrDownloadBody = z.object({
  amount: anyField,
  remarks1: anyField,
  remarks2: anyField,
  prn: anyField,
  merchantCode: anyField,
  dataValidation: anyField,
  username: anyField,
  password: anyField,
});
const qrStatusBody = z.object({
  prn: anyField,
  merchantCode: anyField,
  dataValidation: anyField,
  username: anyField,
  password: anyField,
});
const prnParams = z.object({ prn: z.string().max(100) });
const webRequestQuery = z.object({
  PID: field,
  MD: field,
  PRN: field,
  AMT: field,
  CRN: field,
  DT: field,
  R1: field,
  R2: field,
  RU: field,
  DV: field,
});
const decisionBody = z.object({ PRN: field });
const verifyQuery = z.object({ PRN: field, PID: field, BID: field, AMT: field, UID: field, DV: field });

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
const within = (v: string | undefined, min: number, max: number): v is string =>
  v !== undefined && v.length >= min && v.length <= max;

/** Fonepay's error body for the QR API. */
const merchantError = (reply: FastifyReply, message: string) =>
  reply.status(406).send({ documentation: 'Merchant request Exception', errorCode: 406, message });

/** An amount Fonepay accepts: digits with an optional single decimal point, more than zero. */
function amountPaisa(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,10}(\.\d{1,2})?$/.test(text)) return null;
  const paisa = fonepayAmountToPaisa(text);
  return paisa && paisa > 0 ? paisa : null;
}

/** "Apr 11, 2019 1:43:23 PM" as Fonepay writes transaction dates (Nepal time). */
const transactionDate = (at: Date) =>
  at
    .toLocaleString('en-US', {
      timeZone: 'Asia/Kathmandu',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    })
    .replace(/(\d{4}),/, '$1');

/** Return URLs must lead back to this site: the sandbox is no open redirect. */
function returnUrlAllowed(app: FastifyInstance, request: FastifyRequest, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const allowed = [app.config.APP_URL, `${request.protocol}://${request.host}`].map((u) => {
    try {
      return new URL(u).origin;
    } catch {
      return undefined;
    }
  });
  return allowed.includes(url.origin);
}

/** A finished page (after Pay or Cancel, or a QR already used): a heading and a sentence, no buttons. */
function resultPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{margin:0;font-family:Arial,sans-serif;background:#f4f6f8;color:#1f2933}
main{max-width:440px;margin:48px auto;background:#fff;border:1px solid #d9dee3;border-radius:8px;padding:32px}
h1{font-size:22px;margin:0 0 12px}p{font-size:14px;line-height:1.5;color:#52606d}.note{font-size:12px;margin-top:24px}</style>
</head><body><main>
<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(message)}</p>
<p class="note">This is OxStrength's built-in payment sandbox: no real money moves and nothing leaves this server.</p>
</main></body></html>`;
}

/** The message Fonepay pushes on a QR's socket: `transactionStatus` is itself JSON, as a string. */
const socketMessage = (prn: string, status: Record<string, unknown>) =>
  JSON.stringify({ merchantId: MERCHANT_ID, deviceId: prn, transactionStatus: JSON.stringify(status) });

/** The scan. Fonepay's document spells the flag `QRVerified`; merchants read `qrVerified`: both are sent. */
const scannedMessage = (prn: string) =>
  socketMessage(prn, { success: true, message: 'VERIFIED', qrVerified: true, QRVerified: true });

function paymentMessage(row: Row, data: QrData, success: boolean): string {
  return socketMessage(row.reference, {
    traceId: data.traceId,
    remarks1: data.remarks1,
    remarks2: data.remarks2,
    transactionDate: transactionDate(data.settledAt ? new Date(data.settledAt) : new Date()),
    productNumber: row.reference,
    amount: data.amount,
    message: success ? 'Request Complete' : 'Request Cancelled',
    success,
    commissionType: 'CHARGE',
    commissionAmount: 0,
    totalCalculatedAmount: toRupees(row.amount),
    paymentSuccess: success,
  });
}

/** Fonepay's verificationMerchant answer (flat XML). */
function verificationXml(values: Record<string, string>): string {
  const body = Object.entries(values)
    .map(([k, v]) => `<${k}>${escapeHtml(v)}</${k}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><response>${body}</response>`;
}

const verificationFailed = (message: string) =>
  verificationXml({ message, response_code: 'failed', statusCode: '1', success: 'false' });

export const fonepaySandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // The sandbox pages post plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const cfg = app.config.payments.fonepay;
  const prefix = app.prefix;
  /** A QR's socket topic on the event bus: a scan or payment on any instance reaches its sockets on every one. */
  const qrTopic = (prn: string) => `fonepay-sandbox-qr:${prn}`;
  const push = (prn: string, message: string) =>
    app.bus.publish(qrTopic(prn), message).catch((err: unknown) => {
      app.log.error({ err }, 'fonepay sandbox: could not publish a socket message');
    });

  const findRow = async (prn: string) => {
    const [row] = await app.db
      .select()
      .from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.provider, PROVIDER), eq(sandboxTransactions.reference, prn)));
    return row;
  };
  const findQr = async (prn: string) => {
    const row = await findRow(prn);
    return row && (row.data as unknown as QrData).kind === 'qr'
      ? { row, data: row.data as unknown as QrData }
      : undefined;
  };
  const findWeb = async (prn: string) => {
    const row = await findRow(prn);
    return row && (row.data as unknown as WebData).kind === 'web'
      ? { row, data: row.data as unknown as WebData }
      : undefined;
  };
  /** Moves a pending transaction to its final status once; false when it was no longer pending. */
  const settle = async (row: Row, status: TxStatus, data: QrData | WebData) => {
    const updated = await app.db
      .update(sandboxTransactions)
      .set({ status, data: data as unknown as Record<string, unknown>, updatedAt: new Date() })
      .where(and(eq(sandboxTransactions.id, row.id), eq(sandboxTransactions.status, 'pending')))
      .returning({ id: sandboxTransactions.id });
    return updated.length === 1;
  };
  const checkCredentials = (b: { merchantCode?: unknown; username?: unknown; password?: unknown }) => {
    if (str(b.merchantCode) !== cfg.merchantCode) return 'Invalid Merchant Code';
    if (str(b.username) !== cfg.username) return 'Invalid username';
    if (str(b.password) !== cfg.password) return 'Invalid password';
    return null;
  };

  // ---------------------------------------------------------------------------------------------------------
  // Dynamic QR API
  // ---------------------------------------------------------------------------------------------------------

  app.post(
    QR_DOWNLOAD_PATH,
    { schema: { tags: ['sandbox'], summary: 'Fonepay dynamic QR request (sandbox)', body: qrDownloadBody } },
    async (request, reply) => {
      const b = request.body;
      const refused = checkCredentials(b);
      if (refused) return merchantError(reply, refused);
      const [amount, prn, remarks1, remarks2] = [str(b.amount), str(b.prn), str(b.remarks1), str(b.remarks2)];
      const paisa = amountPaisa(amount);
      if (!paisa) return merchantError(reply, 'Invalid amount');
      if (!within(prn, 1, 25)) return merchantError(reply, 'Invalid prn');
      if (!within(remarks1, 1, 25)) return merchantError(reply, 'Invalid remarks1');
      if (!within(remarks2, 1, 25)) return merchantError(reply, 'Invalid remarks2');
      const expected = qrRequestDv(cfg.secretKey, {
        amount: amount!,
        prn,
        merchantCode: cfg.merchantCode,
        remarks1,
        remarks2,
      });
      if (!dvMatches(expected, str(b.dataValidation))) return merchantError(reply, 'Data Validation Failed');

      const data: QrData = {
        kind: 'qr',
        amount: amount!,
        remarks1,
        remarks2,
        traceId: randomInt(10_000_000, 99_999_999),
        scanned: false,
      };
      const inserted = await app.db
        .insert(sandboxTransactions)
        .values({
          provider: PROVIDER,
          reference: prn,
          amount: paisa,
          status: 'pending',
          data: data as unknown as Record<string, unknown>,
        })
        .onConflictDoNothing()
        .returning({ id: sandboxTransactions.id });
      if (inserted.length === 0) return merchantError(reply, 'Duplicate PRN');

      const appUrl = app.config.APP_URL.replace(/\/+$/, '');
      const socketBase = appUrl.replace(/^http/i, 'ws');
      return reply.status(201).send({
        message: 'successfull',
        qrMessage: `${appUrl}${prefix}/qr/${encodeURIComponent(prn)}`,
        status: 'CREATED',
        statusCode: 201,
        success: true,
        thirdpartyQrWebSocketUrl: `${socketBase}${prefix}/ws/${encodeURIComponent(prn)}`,
      });
    },
  );

  app.post(
    QR_STATUS_PATH,
    { schema: { tags: ['sandbox'], summary: 'Fonepay dynamic QR status (sandbox)', body: qrStatusBody } },
    async (request, reply) => {
      const b = request.body;
      const refused = checkCredentials(b);
      if (refused) return merchantError(reply, refused);
      const prn = str(b.prn);
      if (!within(prn, 1, 25)) return merchantError(reply, 'Invalid prn');
      if (
        !dvMatches(qrStatusDv(cfg.secretKey, { prn, merchantCode: cfg.merchantCode }), str(b.dataValidation))
      )
        return merchantError(reply, 'Data Validation Failed');
      const qr = await findQr(prn);
      if (!qr) return merchantError(reply, 'Invalid prn');
      return {
        fonepayTraceId: qr.data.traceId,
        merchantCode: cfg.merchantCode,
        paymentStatus: qr.row.status,
        prn,
      };
    },
  );

  // The QR's socket: what the payer's app did, pushed as it happens.
  app.get(
    '/ws/:prn',
    { websocket: true, schema: { hide: true, params: prnParams } },
    (rawSocket, request) => {
      const socket = rawSocket as Socket;
      const { prn } = request.params as z.infer<typeof prnParams>;
      const send = (message: string) => {
        if (socket.readyState === OPEN) socket.send(message);
      };
      let closed = false;
      let stop = () => undefined as void;
      socket.on('close', () => {
        closed = true;
        stop();
      });
      // A socket opened late still learns what already happened (listening first, so nothing falls in between).
      void (async () => {
        stop = await app.bus.subscribe(qrTopic(prn), (message) => send(message as string));
        if (closed) return stop();
        const qr = await findQr(prn);
        if (!qr) return socket.close(1008, 'Unknown QR');
        if (qr.data.scanned) send(scannedMessage(prn));
        if (qr.row.status !== 'pending') send(paymentMessage(qr.row, qr.data, qr.row.status === 'success'));
      })().catch((err: unknown) => {
        request.log.error({ err }, 'fonepay sandbox: socket lookup failed');
        socket.close(1011, 'Server error');
      });
    },
  );

  // The scan page: what a payer's app shows after scanning.
  app.get(
    '/qr/:prn',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Fonepay QR scan page (sandbox): Pay or Cancel',
        params: prnParams,
      },
    },
    async (request, reply) => {
      const { prn } = request.params;
      const qr = await findQr(prn);
      if (!qr) return sendSandboxHtml(reply, 404, sandboxErrorPage(QR_TITLE, 'This QR code is not valid.'));
      if (qr.row.status !== 'pending')
        return sendSandboxHtml(
          reply,
          200,
          resultPage(
            QR_TITLE,
            qr.row.status === 'success'
              ? 'This QR code has already been paid.'
              : 'This QR payment was cancelled.',
          ),
        );
      if (!qr.data.scanned)
        await app.db
          .update(sandboxTransactions)
          .set({
            data: { ...qr.data, scanned: true } as unknown as Record<string, unknown>,
            updatedAt: new Date(),
          })
          .where(and(eq(sandboxTransactions.id, qr.row.id), eq(sandboxTransactions.status, 'pending')));
      await push(prn, scannedMessage(prn));
      const base = `${prefix}/qr/${encodeURIComponent(prn)}`;
      return sendSandboxHtml(
        reply,
        200,
        sandboxPage({
          title: QR_TITLE,
          provider: 'Fonepay',
          amount: toRupees(qr.row.amount),
          lines: [
            { label: 'Merchant', value: cfg.merchantCode },
            { label: 'PRN', value: prn },
            { label: 'Remarks', value: `${qr.data.remarks1} ${qr.data.remarks2}` },
          ],
          payAction: `${base}/pay`,
          cancelAction: `${base}/cancel`,
        }),
      );
    },
  );

  const decideQr = (success: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { prn } = request.params as z.infer<typeof prnParams>;
    const qr = await findQr(prn);
    if (!qr) return sendSandboxHtml(reply, 404, sandboxErrorPage(QR_TITLE, 'This QR code is not valid.'));
    const data: QrData = { ...qr.data, scanned: true, settledAt: new Date().toISOString() };
    if (qr.row.status === 'pending' && (await settle(qr.row, success ? 'success' : 'failed', data))) {
      await push(prn, paymentMessage(qr.row, data, success));
      return sendSandboxHtml(
        reply,
        200,
        resultPage(
          QR_TITLE,
          success ? 'Payment successful. You can return to the merchant.' : 'Payment cancelled.',
        ),
      );
    }
    const now = (await findQr(prn))!;
    return sendSandboxHtml(
      reply,
      409,
      resultPage(
        QR_TITLE,
        now.row.status === 'success'
          ? 'This QR code has already been paid.'
          : 'This QR payment was cancelled.',
      ),
    );
  };
  const decisionSchema = (what: string) => ({
    schema: { tags: ['sandbox'], summary: `Fonepay QR scan page (sandbox): ${what}`, params: prnParams },
  });
  app.post('/qr/:prn/pay', decisionSchema('Pay'), decideQr(true));
  app.post('/qr/:prn/cancel', decisionSchema('Cancel'), decideQr(false));

  // ---------------------------------------------------------------------------------------------------------
  // Web redirect
  // ---------------------------------------------------------------------------------------------------------

  app.get(
    WEB_REQUEST_PATH,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Fonepay web payment request (sandbox): the payment page',
        querystring: webRequestQuery,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const refuse = (message: string) => sendSandboxHtml(reply, 400, sandboxErrorPage(WEB_TITLE, message));
      if (q.PID !== cfg.merchantCode) return refuse('Invalid merchant code (PID).');
      if (q.MD !== 'P') return refuse('Invalid payment mode (MD).');
      if (q.CRN !== 'NPR') return refuse('Invalid currency (CRN).');
      const paisa = amountPaisa(q.AMT);
      if (!paisa) return refuse('Invalid amount (AMT).');
      if (!within(q.PRN, 3, 25)) return refuse('Invalid product number (PRN).');
      if (!q.DT || !/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/.test(q.DT))
        return refuse('Invalid date (DT).');
      if (!within(q.R1, 1, 160) || !within(q.R2, 1, 160)) return refuse('Invalid remarks (R1, R2).');
      if (!q.RU || !returnUrlAllowed(app, request, q.RU)) return refuse('Invalid return URL (RU).');
      const fields = {
        PID: q.PID,
        MD: q.MD,
        PRN: q.PRN,
        AMT: q.AMT!,
        CRN: q.CRN,
        DT: q.DT,
        R1: q.R1,
        R2: q.R2,
        RU: q.RU,
      };
      if (!dvMatches(webRequestDv(cfg.secretKey, fields), q.DV)) return refuse('Data Validation Failed.');

      const data: WebData = {
        kind: 'web',
        AMT: fields.AMT,
        DT: fields.DT,
        R1: fields.R1,
        R2: fields.R2,
        RU: fields.RU,
      };
      const inserted = await app.db
        .insert(sandboxTransactions)
        .values({
          provider: PROVIDER,
          reference: fields.PRN,
          amount: paisa,
          status: 'pending',
          data: data as unknown as Record<string, unknown>,
        })
        .onConflictDoNothing()
        .returning({ id: sandboxTransactions.id });
      if (inserted.length === 0) {
        // The same request again (a reload) shows the same page; anything else reusing the PRN is refused.
        const existing = await findWeb(fields.PRN);
        const same = existing && existing.data.AMT === fields.AMT && existing.data.RU === fields.RU;
        if (!same) return refuse('Duplicate product number (PRN).');
        if (existing.row.status !== 'pending')
          return sendSandboxHtml(
            reply,
            409,
            resultPage(WEB_TITLE, 'This payment has already been processed.'),
          );
      }
      return sendSandboxHtml(
        reply,
        200,
        sandboxPage({
          title: WEB_TITLE,
          provider: 'Fonepay',
          amount: toRupees(paisa),
          lines: [
            { label: 'Merchant', value: cfg.merchantCode },
            { label: 'PRN', value: fields.PRN },
            { label: 'Remarks', value: fields.R2 },
          ],
          payAction: { action: `${prefix}${WEB_PAY_PATH}`, fields: { PRN: fields.PRN } },
          cancelAction: { action: `${prefix}${WEB_CANCEL_PATH}`, fields: { PRN: fields.PRN } },
        }),
      );
    },
  );

  /** RU with Fonepay's signed return appended. */
  const returnUrl = (ru: string, f: WebReturnFields) => {
    const url = new URL(ru);
    for (const [k, v] of Object.entries(f)) url.searchParams.set(k, v);
    url.searchParams.set('DV', webReturnDv(cfg.secretKey, f));
    return url.toString();
  };

  const decideWeb = (success: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { PRN } = request.body as z.infer<typeof decisionBody>;
    const web = PRN ? await findWeb(PRN) : undefined;
    if (!web)
      return sendSandboxHtml(reply, 404, sandboxErrorPage(WEB_TITLE, 'This payment request is not valid.'));
    if (web.row.status === 'pending') {
      const returned: WebReturnFields = {
        PRN: web.row.reference,
        PID: cfg.merchantCode,
        PS: success ? 'true' : 'false',
        RC: success ? 'successful' : 'cancel',
        UID: String(randomInt(10_000_000, 99_999_999)),
        BC: 'SANDBOXBANK',
        INI: '9800000000',
        P_AMT: success ? web.data.AMT : '0',
        R_AMT: web.data.AMT,
      };
      if (await settle(web.row, success ? 'success' : 'failed', { ...web.data, returned }))
        return reply.redirect(returnUrl(web.data.RU, returned), 302);
    }
    // Pressed again (or both buttons raced): the buyer goes back with what was decided first.
    const now = (await findWeb(web.row.reference))!;
    return reply.redirect(returnUrl(now.data.RU, now.data.returned!), 302);
  };
  const webDecisionSchema = (what: string) => ({
    schema: { tags: ['sandbox'], summary: `Fonepay web payment page (sandbox): ${what}`, body: decisionBody },
  });
  app.post(WEB_PAY_PATH, webDecisionSchema('Pay'), decideWeb(true));
  app.post(WEB_CANCEL_PATH, webDecisionSchema('Cancel'), decideWeb(false));

  app.get(
    WEB_VERIFY_PATH,
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Fonepay web payment verification (sandbox), XML',
        querystring: verifyQuery,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const xml = (body: string) =>
        reply
          .status(200)
          .header('cache-control', 'no-store')
          .type('application/xml; charset=utf-8')
          .send(body);
      if (q.PID !== cfg.merchantCode) return xml(verificationFailed('Invalid Merchant Code'));
      const fields = { PID: q.PID, AMT: q.AMT ?? '', PRN: q.PRN ?? '', BID: q.BID ?? '', UID: q.UID ?? '' };
      if (!dvMatches(webVerifyDv(cfg.secretKey, fields), q.DV))
        return xml(verificationFailed('Data Validation Failed'));
      const web = fields.PRN ? await findWeb(fields.PRN) : undefined;
      if (!web) return xml(verificationFailed('Invalid PRN'));
      const returned = web.data.returned;
      if (!returned || returned.UID !== fields.UID) return xml(verificationFailed('Invalid UID'));
      if (amountPaisa(fields.AMT) !== web.row.amount) return xml(verificationFailed('Invalid amount'));
      if (web.row.status !== 'success') return xml(verificationFailed('Transaction failed'));
      return xml(
        verificationXml({
          amount: fonepayAmount(web.row.amount),
          bankCode: returned.BC,
          initiator: returned.INI,
          message: 'successful',
          response_code: 'successful',
          statusCode: '0',
          success: 'true',
          txnAmount: returned.P_AMT,
          uniqueId: returned.UID,
        }),
      );
    },
  );
};
