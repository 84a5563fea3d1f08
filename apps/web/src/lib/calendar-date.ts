/**
 * Calendar dates as the API sends them (YYYY-MM-DD), worked on as UTC midnights so no time zone moves a day.
 * Plain Date arithmetic: small enough that pages using only these need no date library.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const toDate = (date: string) => new Date(`${date}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** The date `days` later (earlier when negative). */
export const addDays = (date: string, days: number) => {
  const d = toDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
};

/** The same day `months` later, or the month's last day when it is shorter (31 Jan + 1 month = 28 Feb). */
export const addMonths = (date: string, months: number) => {
  const d = toDate(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return toIso(d);
};

/** The first day of the date's month. */
export const startOfMonth = (date: string) => `${date.slice(0, 8)}01`;

/** The Sunday on or before the date. */
export const startOfWeek = (date: string) => addDays(date, -toDate(date).getUTCDay());

/** True when both dates are in the same month. */
export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/** The day of the month, 1 to 31. */
export const dayOfMonth = (date: string) => Number(date.slice(8, 10));

/** "March 2025". */
export const monthLabel = (date: string) => `${MONTHS[toDate(date).getUTCMonth()]} ${date.slice(0, 4)}`;

/** "15 March 2025". */
export const longDate = (date: string) => `${dayOfMonth(date)} ${monthLabel(date)}`;

/** "15 Mar, 2025" (the spec's shown date format, D MMM, YYYY). */
export const shortDate = (date: string) =>
  `${dayOfMonth(date)} ${MONTHS[toDate(date).getUTCMonth()]!.slice(0, 3)}, ${date.slice(0, 4)}`;
