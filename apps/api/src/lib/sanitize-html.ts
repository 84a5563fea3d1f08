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
