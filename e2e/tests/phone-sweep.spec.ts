import {
  axeProblems,
  pageProblems,
  test,
  touchProblems,
  visit,
  widthProblems,
  withPages,
} from '../support/phone-sweep';
import { flattenPageTable } from '../../apps/web/src/app/page-table';
import { EVERYONE, SWEEP_ROUTES } from '../support/routes';
import { expect } from '../support/test';

/**
 * Every page on a 360 x 740 touch screen, as a visitor, a client, a trainer and an admin (where the page is
 * theirs): no page scrolls sideways, no control is cut by the screen's edge, buttons and fields are 44 px tall,
 * and axe (with its 24 px target-size rule) finds nothing serious or critical. The pages come from support/routes.ts; the first test keeps that list in step with the route table.
 * One test per role visits its pages a few at a time (each a full page load), and reports every page at fault.
 */

/** Pages open at once: the pages wait on the network most of the time, so a few share the machine well. */
const PAGES_AT_ONCE = 3;

// A failure names the page, the role, the rule and the element, with a screenshot of the page; a trace
// would slow every page down.
test.use({ trace: 'off' });

test('the sweep lists every path of the route table', () => {
  const listed = new Set(SWEEP_ROUTES.map((r) => r.path));
  const missing = flattenPageTable()
    .map((p) => p.path)
    .filter((p) => !listed.has(p));
  expect(missing, 'pages of apps/web/src/app/page-table.ts that support/routes.ts does not list').toEqual([]);
});

for (const role of EVERYONE) {
  test.describe(`on a phone as ${role === 'visitor' ? 'a visitor' : `the demo ${role}`}`, () => {
    test.use({ role });

    test('every page fits the screen and passes axe', async ({ context, demoData }, testInfo) => {
      const routes = SWEEP_ROUTES.filter((r) => r.roles.includes(role));
      test.setTimeout(30_000 + routes.length * 10_000);
      const failures: string[] = [];
      await withPages(context, routes, PAGES_AT_ONCE, async (route, page) => {
        const url = route.url ? route.url(demoData, role) : route.path;
        const problems = await pageProblems(page, url);
        if (problems.length === 0) return;
        failures.push(`${url} (${route.path}):\n    ${problems.join('\n    ')}`);
        await testInfo.attach(`${route.path} as ${role}`, {
          body: await page.screenshot(),
          contentType: 'image/png',
        });
      });
      expect(failures, `pages at fault as ${role}:\n  ${failures.join('\n  ')}`).toEqual([]);
    });

    // The MENU drawer, open: the way to every area (and to Logout) on a phone.
    test('the MENU drawer fits the screen and passes axe', async ({ page }) => {
      await visit(page, '/');
      // On the screen, and not covered: a tap reaches it.
      await page.getByRole('button', { name: 'MENU' }).tap({ timeout: 10_000 });
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      if (role !== 'visitor') await expect(drawer.getByRole('button', { name: 'Logout' })).toBeInViewport();
      const problems = [
        ...(await widthProblems(page)),
        ...(await touchProblems(page)),
        ...(await axeProblems(page)),
      ];
      expect(problems, `MENU as ${role}:\n  ${problems.join('\n  ')}`).toEqual([]);
    });
  });
}
