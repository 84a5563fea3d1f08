import type { Browser, Page } from '@playwright/test';
import { badgeProblems, PHONE, signInThroughApi, storageStateFor, visit } from '../support/phone-sweep';
import { expect, test } from '../support/test';

/**
 * Issue 36 item 11, at the widths people use: the header's STAFF link on one line at 1024-1440 px, status
 * badges whole on the pages that show them, and the forum's discussions on a phone's first screen.
 */

const DESK_WIDTHS = [1024, 1180, 1280, 1440];

type Role = 'visitor' | 'client' | 'trainer' | 'admin';

/** A page of a new browser context of this width, signed in as the role (through the API). */
async function pageAs(browser: Browser, role: Role, width: number) {
  const viewport = { width, height: 900 };
  if (role === 'visitor') return (await browser.newContext({ viewport })).newPage();
  const signIn = await browser.newContext();
  const session = await signInThroughApi(signIn.request, role);
  await signIn.close();
  const context = await browser.newContext({ storageState: storageStateFor(session), viewport });
  return context.newPage();
}

/** Each link of the header's Main navigation: its text, its height, its line height and its top. */
const mainLinks = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).evaluate((nav) =>
    Array.from(nav.querySelectorAll('a')).map((a) => {
      const box = a.getBoundingClientRect();
      return {
        text: a.innerText,
        height: box.height,
        lineHeight: parseFloat(getComputedStyle(a).lineHeight),
        top: Math.round(box.top),
      };
    }),
  );

for (const role of ['trainer', 'admin'] as const) {
  test(`the header's links, STAFF included, stay on one line at 1024-1440 px as the demo ${role}`, async ({
    browser,
  }) => {
    for (const width of DESK_WIDTHS) {
      const page = await pageAs(browser, role, width);
      await page.goto('/about');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }),
      ).toBeVisible();
      const links = await mainLinks(page);
      expect(links.map((l) => l.text)).toEqual([
        'ABOUT',
        'TEMPLATES',
        'COACHING',
        'OX SHOP',
        'DISCUSSIONS',
        'STAFF',
      ]);
      for (const link of links)
        expect(link.height, `${link.text} at ${width} px is on one line`).toBeLessThan(link.lineHeight * 1.5);
      expect(new Set(links.map((l) => l.top)).size, `one row of links at ${width} px`).toBe(1);
      // Nothing in the header is pushed past the screen.
      const header = await page
        .locator('header')
        .evaluate((h) => ({ scroll: h.scrollWidth, width: h.clientWidth }));
      expect(header.scroll, `the header at ${width} px`).toBeLessThanOrEqual(header.width);
      await page.context().close();
    }
  });
}

test('status badges are whole on the pages that show them, at 1024 and 1440 px', async ({ browser }) => {
  test.setTimeout(180_000);
  const pages: [role: Role, url: string][] = [
    ['client', '/dashboard/packages'],
    ['client', '/dashboard/trainers'],
    ['client', '/dashboard/orders'],
    ['trainer', '/staff'],
    ['trainer', '/staff/calendar'],
    ['admin', '/staff/orders'],
    ['admin', '/staff/catalogue'],
    ['visitor', '/forum'],
  ];
  const problems: string[] = [];
  for (const width of [1024, 1440]) {
    for (const [role, url] of pages) {
      const page = await pageAs(browser, role, width);
      await visit(page, url);
      for (const problem of await badgeProblems(page))
        problems.push(`${url} as ${role} at ${width} px: ${problem}`);
      await page.context().close();
    }
  }
  expect(problems).toEqual([]);
});

test.describe('the forum on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('shows discussions on the first screen; the views and categories open on demand', async ({ page }) => {
    await page.goto('/forum');
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible();
    const heading = await first.getByRole('link').first().boundingBox();
    expect(heading!.y + heading!.height, 'the first discussion is on the first screen').toBeLessThanOrEqual(
      PHONE.height,
    );

    const toggle = page.getByRole('button', { name: 'Views and categories' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Forum' });
    await expect(menu.getByRole('link', { name: 'Most Viewed' })).toBeVisible();
    await menu.getByRole('link', { name: 'Most Viewed' }).click();
    await expect(page).toHaveURL(/\/forum\?sort=popular$/);
  });
});
