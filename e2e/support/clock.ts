/**
 * The journeys' clock. A run started through `scripts/test-clock.mjs` (for example at the last day of a month,
 * 20:00 UTC, already the next day in Nepal) passes its offset from the real time in TEST_CLOCK_OFFSET_MS: the
 * server runs under it (support/start-server.mjs), every browser context gets it as its clock (support/test.ts),
 * and the journeys' own "today" reads it here. Without it, the offset is 0 and everything runs at the real time.
 */
export const CLOCK_OFFSET_MS = Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);

/** Now, as the server and the browser see it in this run. */
export const testNow = () => Date.now() + CLOCK_OFFSET_MS;
