/**
 * Nepal time, the one clock people read (issue 36): every date shown is a Nepal day, whatever zone the server
 * or the browser runs in. Asia/Kathmandu is UTC+5:45 all year (no daylight saving), so at 20:00 UTC it is
 * already the next day there.
 */

export const NEPAL_TIME_ZONE = 'Asia/Kathmandu';

/** Nepal's offset from UTC: +5:45. */
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60 * 1000;

const shifted = (instant: Date | number | string) => new Date(new Date(instant).getTime() + NEPAL_OFFSET_MS);

/** The Nepal day (YYYY-MM-DD) of an instant: an ISO date-time, a Date or milliseconds. */
export function nepalDateOf(instant: Date | number | string): string {
  return shifted(instant).toISOString().slice(0, 10);
}

/** Today's date in Nepal as YYYY-MM-DD. */
export function nepalToday(now: Date | number = Date.now()): string {
  return nepalDateOf(now);
}

/** The Nepal clock time (HH:mm, 24-hour) of an instant. */
export function nepalClock(instant: Date | number | string): string {
  return shifted(instant).toISOString().slice(11, 16);
}
