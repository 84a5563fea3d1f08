import { test as base } from '@playwright/test';

export { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The test function for every journey. A guest's catalogue pages arrive drawn by the server and show before
 * the app's code runs; a click there does nothing until the app is live. So after `page.goto` to such a
 * page (it lists its code in `#oxs-code`), wait for the app to adopt it (`html[data-app-live]`).
 */
export const test = base.extend({
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
