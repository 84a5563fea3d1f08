import sanitize from 'sanitize-html';

/**
 * Cleans staff-written HTML before it is served. A conservative allow-list: text structure, links
 * (http, https and mailto only, always rel="noopener noreferrer") and simple tables. Everything else,
 * including script, style, iframe and every on* attribute, is dropped.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'br',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'rel'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

export const sanitizeHtml = (html: string): string => sanitize(html, OPTIONS);

/**
 * The same allow-list with more tags, and each link's href given by `href` (the demo mailbox shows a mail's own
 * markup, with this server's links made local).
 */
export function htmlSanitizerWith(more: { tags: string[]; href: (href: string) => string }) {
  const options: sanitize.IOptions = {
    ...OPTIONS,
    allowedTags: [...(OPTIONS.allowedTags as string[]), ...more.tags],
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { href: more.href(attribs.href ?? ''), rel: 'noopener noreferrer' },
      }),
    },
  };
  return (html: string): string => sanitize(html, options);
}
