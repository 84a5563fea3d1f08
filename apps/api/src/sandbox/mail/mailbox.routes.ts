import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOutboxMail, listOutbox, type OutboxSummary } from '../../plugins/mail-reading';
import { escapeHtml, sendSandboxHtml } from '../payments/sandbox-page';
import { htmlSanitizerWith } from '../../lib/sanitize-html';

/**
 * The demo's mailbox, like Mailpit (issue 36): `/sandbox/mail` lists every mail of the outbox, sent or not,
 * newest first; `/sandbox/mail/{id}` shows one, its HTML sanitised (or its text with `?view=text`). Mounted
 * only with SANDBOX=on (sandbox.plugin.ts), so production answers 404. Links that lead to this site (APP_URL)
 * become paths, so they work from whatever address the demo was opened at. Plain HTML, no script.
 */

export const MAILBOX_PAGE_SIZE = 50;

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:Arial,sans-serif;background:#f4f6f8;color:#1f2933}
main{max-width:760px;margin:0 auto;padding:16px}h1{font-size:22px;margin:8px 0}p{font-size:14px;line-height:1.5;color:#52606d}
ol{list-style:none;margin:0;padding:0}li{margin:0 0 8px}
.mail{display:block;min-height:44px;background:#fff;border:1px solid #d9dee3;border-radius:8px;padding:12px;color:#1f2933;text-decoration:none}
.mail:hover,.mail:focus{border-color:#c92a2a}.subject{display:block;font-weight:bold;font-size:15px;overflow-wrap:anywhere}
.meta{display:block;font-size:13px;color:#52606d;margin-top:4px;overflow-wrap:anywhere}
.badge{display:inline-block;font-size:12px;padding:1px 8px;border-radius:10px;background:#e4e7eb;color:#1f2933;margin-left:6px}
nav{display:flex;flex-wrap:wrap;gap:8px;margin:12px 0}nav a,.button{display:inline-flex;align-items:center;min-height:44px;padding:0 14px;border:1px solid #d9dee3;border-radius:4px;background:#fff;color:#1f2933;text-decoration:none;font-size:14px}
article{background:#fff;border:1px solid #d9dee3;border-radius:8px;padding:16px;overflow-wrap:anywhere}
article table{width:100%;border-collapse:collapse}article td{padding:4px 0;font-size:15px;line-height:1.5}
article a{color:#c92a2a;display:inline-block;min-height:24px}pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:14px;margin:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:14px;margin:0 0 12px}dt{color:#52606d}dd{margin:0;overflow-wrap:anywhere}`;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
<p>This is OxStrength's demo mailbox: it shows every mail the demo wrote, whether or not it was sent. It exists only while the sandbox is on.</p>
</main></body></html>`;

/** Nepal time, e.g. "27 Nov 2026, 14:05". */
const nepalTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kathmandu',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);

/** The mail's HTML, cleaned: text structure, tables and links only; links to this site become paths. */
export function mailboxHtml(html: string, appUrl: string): string {
  const origin = new URL(appUrl).origin;
  const local = (href: string) => {
    try {
      const url = new URL(href);
      if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      // Not an absolute URL: sanitize-html keeps or drops it by its scheme.
    }
    return href;
  };
  return htmlSanitizerWith({ tags: ['h1', 'b', 'i'], href: local })(html);
}

const STATUS_LABEL: Record<string, string> = {
  stored: 'Stored',
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};
const statusLabel = (status: string) => STATUS_LABEL[status] ?? status;

const mailItem = (mail: OutboxSummary) => `<li><a class="mail" href="/sandbox/mail/${mail.id}">
<span class="subject">${escapeHtml(mail.subject)}</span>
<span class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(nepalTime(mail.createdAt))}<span class="badge">${escapeHtml(statusLabel(mail.status))}</span></span>
</a></li>`;

const listQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const mailParams = z.object({ id: z.uuid() });
const mailQuery = z.object({ view: z.enum(['html', 'text']).default('html') });

export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { hide: true, querystring: listQuery } }, async (request, reply) => {
    const pageNo = request.query.page;
    const { mails, total } = await listOutbox(app.db, {
      limit: MAILBOX_PAGE_SIZE,
      offset: (pageNo - 1) * MAILBOX_PAGE_SIZE,
    });
    const pages = Math.max(1, Math.ceil(total / MAILBOX_PAGE_SIZE));
    const links = [
      pageNo > 1 ? `<a href="/sandbox/mail?page=${pageNo - 1}">Newer mails</a>` : '',
      pageNo < pages ? `<a href="/sandbox/mail?page=${pageNo + 1}">Older mails</a>` : '',
    ].join('');
    const body = `<h1>Demo mailbox</h1>
<p>${total === 0 ? 'No mail yet.' : `${total} mail${total === 1 ? '' : 's'}, newest first.`}</p>
<nav aria-label="Mailbox"><a href="/">Back to OxStrength</a>${links}</nav>
${mails.length > 0 ? `<ol aria-label="Mails">\n${mails.map(mailItem).join('\n')}\n</ol>` : ''}`;
    return sendSandboxHtml(reply, 200, page('Demo mailbox', body));
  });

  app.get(
    '/:id',
    { schema: { hide: true, params: mailParams, querystring: mailQuery } },
    async (request, reply) => {
      const mail = await findOutboxMail(app.db, request.params.id);
      if (!mail) {
        const body = `<h1>Mail not found</h1><nav><a href="/sandbox/mail">All mails</a></nav>`;
        return sendSandboxHtml(reply, 404, page('Mail not found', body));
      }
      const asText = request.query.view === 'text';
      const content = asText
        ? `<pre>${escapeHtml(mail.text)}</pre>`
        : mailboxHtml(mail.html, app.config.APP_URL);
      const body = `<nav aria-label="Mailbox"><a href="/sandbox/mail">All mails</a>${
        asText
          ? `<a href="/sandbox/mail/${mail.id}">Show HTML</a>`
          : `<a href="/sandbox/mail/${mail.id}?view=text">Show text</a>`
      }</nav>
<h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Written</dt><dd>${escapeHtml(nepalTime(mail.createdAt))}</dd><dt>Status</dt><dd>${escapeHtml(statusLabel(mail.status))}${mail.sentAt ? `, ${escapeHtml(nepalTime(mail.sentAt))}` : ''}</dd></dl>
<article>
${content}
</article>`;
      return sendSandboxHtml(reply, 200, page(`${mail.subject} | Demo mailbox`, body));
    },
  );
};
