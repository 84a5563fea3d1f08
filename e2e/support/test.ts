import { test as base, type BrowserContext } from '@playwright/test';
import { CLOCK_OFFSET_MS, testNow } from './clock';

export { expect, type APIRequestContext, type Page } from '@playwright/test';

const clocked = new WeakSet<BrowserContext>();

/** Gives a context the run's clock (support/clock.ts), once; time then flows from there as usual. */
async function useRunClock(context: BrowserContext) {
  if (!CLOCK_OFFSET_MS || clocked.has(context)) return;
  clocked.add(context);
  await context.clock.install({ time: testNow() });
}

/**
 * The test function for every journey.
 * - A guest's catalogue pages arrive drawn by the server and show before the app's code runs; a click there
 *   does nothing until the app is live. So after `page.goto` to such a page (it lists its code in `#oxs-code`),
 *   wait for the app to adopt it (`html[data-app-live]`).
 * - In a run with a moved clock, every browser context (the test's own and those a journey opens with
 *   `browser.newContext`) runs on it, as the server does.
 */
export const test = base.extend({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await useRunClock(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await useRunClock(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(
        () => !document.getElementById('oxs-code') || document.documentElement.hasAttribute('data-app-live'),
      );
      return response;
    };
    await use(page);
  },
});
