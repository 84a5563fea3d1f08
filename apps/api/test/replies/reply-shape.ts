/**
 * A reply's shape as one string: object keys sorted with the shape of each value, arrays as the sorted set of
 * their elements' shapes, scalars as their type. `message` texts and the reply's own `status` are kept
 * verbatim, since clients show and test them. Values that differ between runs (ids, dates, tokens) do not
 * change the shape.
 */
/** Test fixtures name their records with random hex (`Gold Whey 293e65`, uuids): not part of a message. */
const RANDOM_NAME_PART = /\b(?=[0-9a-f-]*\d)[0-9a-f]{6,}(?:-[0-9a-f]+)*\b/g;
/** Days in a message ("Consultation date 2026-12-01 proposed") move with the day the tests run. */
const DAY_IN_MESSAGE = /\b\d{4}-\d{2}-\d{2}\b/g;

export function replyShape(value: unknown, key?: string, depth = 0): string {
  if (value === null) return 'null';
  if (Array.isArray(value))
    return `[${[...new Set(value.map((v) => replyShape(v, undefined, depth + 1)))].sort().join('|')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${k}:${replyShape(v, k, depth + 1)}`).join(',')}}`;
  }
  if (typeof value === 'string' && (key === 'message' || (depth === 1 && key === 'status')))
    return JSON.stringify(value.replace(DAY_IN_MESSAGE, '<day>').replace(RANDOM_NAME_PART, '<random>'));
  return typeof value;
}
