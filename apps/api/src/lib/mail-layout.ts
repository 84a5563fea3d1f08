/** The one look of every mail: a heading, paragraphs, an optional button, an optional footer line. */

export interface MailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Plain text shown small under the body, e.g. an unsubscribe line (links are added by `footerLink`). */
  footer?: { text: string; link?: { label: string; url: string } };
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function renderMail(content: MailContent): { html: string; text: string } {
  const { heading, paragraphs, action, footer } = content;
  const html = `<!doctype html><html><body style="margin:0;background:#f4f4f5;font-family:Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#c92a2a;padding-bottom:8px">OxStrength</td></tr>
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:16px">${esc(heading)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:12px">${esc(p)}</td></tr>`).join('\n')}
${
  action
    ? `<tr><td style="padding:16px 0"><a href="${esc(action.url)}" style="background:#c92a2a;color:#fff;text-decoration:none;padding:12px 20px;border-radius:4px;font-weight:bold">${esc(action.label)}</a></td></tr>
<tr><td style="font-size:12px;color:#667085">If the button does not work, open this link: ${esc(action.url)}</td></tr>`
    : ''
}
${
  footer
    ? `<tr><td style="font-size:12px;color:#667085;padding-top:24px">${esc(footer.text)}${
        footer.link ? ` <a href="${esc(footer.link.url)}">${esc(footer.link.label)}</a>` : ''
      }</td></tr>`
    : ''
}
</table></td></tr></table></body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(footer
      ? ['', footer.link ? `${footer.text} ${footer.link.label}: ${footer.link.url}` : footer.text]
      : []),
    '',
    'OxStrength',
  ].join('\n');
  return { html, text };
}
