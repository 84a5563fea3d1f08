/** The sandbox providers' sign-in pages: plain HTML forms, no script (the CSP forbids inline script). */

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface ConsentPage {
  title: string;
  intro: string;
  /** Where the form posts. */
  action: string;
  /** Carried through unchanged: client_id, redirect_uri, response_type, state, scope. */
  hidden: Record<string, string>;
  email: string;
  name: string;
  emailRequired: boolean;
  error?: string;
}

const STYLE = `body{margin:0;font-family:Arial,sans-serif;background:#f1f3f4;color:#202124}
main{max-width:420px;margin:48px auto;background:#fff;border:1px solid #dadce0;border-radius:8px;padding:32px}
h1{font-size:22px;margin:0 0 8px}p{font-size:14px;line-height:1.5;color:#5f6368}
label{display:block;font-size:14px;margin:16px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:15px;border:1px solid #dadce0;border-radius:4px}
.actions{display:flex;gap:12px;justify-content:flex-end;margin-top:24px}button{padding:10px 20px;font-size:14px;border-radius:4px;cursor:pointer}
.primary{background:#1a73e8;color:#fff;border:0}.secondary{background:#fff;color:#1a73e8;border:1px solid #dadce0}
.error{color:#c5221f;background:#fce8e6;padding:8px 12px;border-radius:4px}.note{font-size:12px;margin-top:24px}`;

export function consentPage(page: ConsentPage): string {
  const hidden = Object.entries(page.hidden)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(page.title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${esc(page.title)}</h1>
<p>${esc(page.intro)}</p>
${page.error ? `<p class="error" role="alert">${esc(page.error)}</p>` : ''}
<form method="post" action="${esc(page.action)}">
${hidden}
<label for="email">Email</label>
<input id="email" name="email" type="email" value="${esc(page.email)}"${page.emailRequired ? ' required' : ''} autocomplete="email">
<label for="name">Name</label>
<input id="name" name="name" type="text" value="${esc(page.name)}" required autocomplete="name">
<div class="actions">
<button class="secondary" type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
<button class="primary" type="submit" name="decision" value="continue">Continue</button>
</div>
</form>
<p class="note">This is OxStrength's built-in test provider: no real account is used and nothing leaves this server.</p>
</main></body></html>`;
}

export function errorPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${esc(title)}</h1><p class="error" role="alert">${esc(message)}</p></main></body></html>`;
}
