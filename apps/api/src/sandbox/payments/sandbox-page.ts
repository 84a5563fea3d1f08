import type { FastifyReply } from 'fastify';
import { formatRs } from '@oxstrength/shared/money';

/**
 * The payment sandboxes' pages (eSewa, Fonepay, Khalti): plain HTML forms, no script (the CSP forbids inline
 * script), inline styles only. A payment page has exactly two buttons, `Pay` and `Cancel`, each posting its own form.
 */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where a button posts: a URL, or a URL with hidden fields sent along. */
export type SandboxAction = string | { action: string; fields?: Record<string, string> };

export interface SandboxPage {
  /** Page heading and document title, e.g. "eSewa payment (sandbox)". */
  title: string;
  /** The provider's display name, e.g. "eSewa". */
  provider: string;
  /** The amount to pay, in rupees. */
  amount: number;
  /** Extra facts shown above the buttons (merchant, product code, transaction id...). */
  lines?: { label: string; value: string }[];
  payAction: SandboxAction;
  cancelAction: SandboxAction;
}

const STYLE = `body{margin:0;font-family:Arial,sans-serif;background:#f4f6f8;color:#1f2933}
main{max-width:440px;margin:48px auto;background:#fff;border:1px solid #d9dee3;border-radius:8px;padding:32px}
h1{font-size:22px;margin:0 0 4px}p{font-size:14px;line-height:1.5;color:#52606d}
.amount{font-size:32px;font-weight:bold;color:#1f2933;margin:16px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;font-size:14px;margin:0 0 24px}dt{color:#52606d}dd{margin:0;word-break:break-all}
.actions{display:flex;gap:12px;justify-content:flex-end}.actions form{margin:0}
button{padding:10px 24px;font-size:15px;border-radius:4px;cursor:pointer}
.pay{background:#41a124;color:#fff;border:0}.cancel{background:#fff;color:#1f2933;border:1px solid #d9dee3}
.error{color:#b42318;background:#fef3f2;padding:8px 12px;border-radius:4px}.note{font-size:12px;margin-top:24px}`;

const document = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
<p class="note">This is OxStrength's built-in payment sandbox: no real money moves and nothing leaves this server.</p>
</main></body></html>`;

function buttonForm(target: SandboxAction, label: 'Pay' | 'Cancel'): string {
  const { action, fields = {} } = typeof target === 'string' ? { action: target } : target;
  const hidden = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${hidden}<button type="submit" class="${label.toLowerCase()}">${label}</button></form>`;
}

/** A sandbox payment page: the amount, a few facts, and the `Pay` and `Cancel` buttons. */
export function sandboxPage(page: SandboxPage): string {
  const lines = (page.lines ?? [])
    .map((l) => `<dt>${escapeHtml(l.label)}</dt><dd>${escapeHtml(l.value)}</dd>`)
    .join('\n');
  return document(
    page.title,
    `<h1>${escapeHtml(page.title)}</h1>
<p>Pay OxStrength with ${escapeHtml(page.provider)}. Pay completes the payment; Cancel returns without paying.</p>
<p class="amount">${escapeHtml(formatRs(page.amount))}</p>
${lines ? `<dl>\n${lines}\n</dl>` : ''}
<div class="actions">
${buttonForm(page.cancelAction, 'Cancel')}
${buttonForm(page.payAction, 'Pay')}
</div>`,
  );
}

/** What the provider shows when a request is refused (bad signature, unknown transaction...). */
export function sandboxErrorPage(title: string, message: string): string {
  return document(
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

/** Sends a sandbox page, never cached. */
export const sendSandboxHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
