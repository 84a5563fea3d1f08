/**
 * Prefix full-text search over the catalogue's generated `search` tsvector columns (built with the 'simple'
 * configuration, so no stemming and no stop words).
 *
 * - `prefixTerms(text)`: the tsquery text for free user input, or null when the input holds no word. Words are
 *   runs of letters (with their combining marks) and digits, lower-cased; each is matched as a prefix (`:*`) and
 *   all are AND-ed: "Whey prot" -> 'whey:* & prot:*'. Everything else (punctuation, the tsquery operators
 *   & | ! ( ) : * and quotes) only separates words, so "c++ & |" becomes 'c:*' and never fails to parse.
 * - `prefixTsQuery(text)`: the same as SQL, `to_tsquery('simple', $1)` with the terms as a bound parameter, or
 *   null: apply no text filter then.
 * - `tsQuery(terms)`: `to_tsquery('simple', terms)` for terms already built by prefixTerms, or a
 *   `sql.placeholder(...)` that a prepared statement fills with them.
 * - `tsRank(column, query)`: `ts_rank(column, query)` for ordering by relevance (higher is better).
 *
 *   const query = prefixTsQuery(q);
 *   if (query) where.push(sql`${table.search} @@ ${query}`);   // orderBy(desc(tsRank(table.search, query)))
 */
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';

/** More words than this are ignored: a longer AND-ed query finds nothing more and costs more. */
export const MAX_SEARCH_TERMS = 8;
/** The longest search text the list endpoints accept (their `q` query value). */
export const MAX_SEARCH_LENGTH = 100;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export function prefixTerms(text: string | null | undefined): string | null {
  const words = (text ?? '').toLowerCase().match(WORD);
  if (!words) return null;
  const unique = [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
  return unique.map((w) => `${w}:*`).join(' & ');
}

export const tsQuery = (terms: string | Placeholder): SQL => sql`to_tsquery('simple', ${terms})`;

export function prefixTsQuery(text: string | null | undefined): SQL | null {
  const terms = prefixTerms(text);
  return terms === null ? null : tsQuery(terms);
}

export const tsRank = (column: SQLWrapper, query: SQL): SQL<number> =>
  sql<number>`ts_rank(${column}, ${query})`;
