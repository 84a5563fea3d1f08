import type { BrowserContext, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { signIn } from '../support/accounts';
import { DEMO_SIGN_INS } from '../support/phone-sweep';

/**
 * Logging with no signal (issue 16, decision 022): the coaching page, once visited, opens with the network
 * cut; a set logged then waits on the device ("Not saved yet"), survives a reload, and is saved when the
 * connection returns.
 */

// Cutting the network in Playwright does not cut the service worker's own fetches: abort those too.
const abortWorker = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue();

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', abortWorker);
}

async function goOnline(context: BrowserContext) {
  await context.unroute('**', abortWorker);
  await context.setOffline(false);
}

test('the demo client logs a set with no signal, reloads, and sees it saved once back online', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await signIn(page, DEMO_SIGN_INS.client.email, DEMO_SIGN_INS.client.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/dashboard/trainers');
  const card = page
    .getByRole('list', { name: 'My Trainers' })
    .getByRole('listitem')
    .filter({ hasText: 'Active' })
    .first();
  const title = (await card.getAttribute('aria-label'))!;
  await card.getByRole('link', { name: `Open Training: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const coachingUrl = page.url();
  const id = coachingUrl.split('/').pop()!;

  // The service worker takes over and keeps the programme (the page asks for it again through the worker).
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  // Installing the worker precaches the app's code first: give it time on a busy machine.
  await expect
    .poll(
      () =>
        page.evaluate(
          async (path) => Boolean(await (await caches.open('oxs-programme')).match(path)),
          `/api/v1/subscribed/coaching/detail/${id}`,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);

  await goOffline(context);
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();

  // Log the first set of day 1 with no signal.
  const week1 = page.getByRole('region', { name: 'Week 1' });
  await week1.getByRole('button', { name: 'Week 1, Day 1' }).click();
  const day = page.getByRole('dialog', { name: 'Day Activity' });
  const squat = day.getByRole('group', { name: 'Back Squat' });
  await squat.getByLabel('Actual RPE').fill('8');
  await squat.getByLabel('Weight used').fill('92.5 kg');
  await squat.getByRole('button', { name: 'Save Back Squat' }).click();
  await expect(
    page.getByText('No signal: kept on this device. It will be sent when you are back online.'),
  ).toBeVisible();
  await expect(squat.getByText('Not saved yet')).toBeVisible();
  await day.getByRole('button', { name: 'Close' }).click();

  const waiting = page.getByRole('status', { name: 'Entries not saved yet' });
  await expect(waiting).toContainText('1 entry is not saved yet');
  await expect(waiting).toContainText('Back Squat · Week 1, Day 1: RPE 8, Weight 92.5 kg');

  // Still offline, the page opens again (from the service worker) and the entry survives the reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('You are offline.', { exact: false })).toBeVisible();
  await expect(waiting).toContainText('1 entry is not saved yet');

  // Back online: it is sent and saved.
  await goOnline(context);
  await expect(page.getByText('1 entry sent and saved.')).toBeVisible();
  await expect(waiting).toBeHidden();
  await week1.getByRole('button', { name: 'Week 1, Day 1' }).click();
  await expect(squat.getByLabel('Actual RPE')).toHaveValue('8');
  await expect(squat.getByLabel('Weight used')).toHaveValue('92.5 kg');
  await expect(squat.getByText('Not saved yet')).toHaveCount(0);

  // The server has it.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get(`/api/v1/subscribed/coaching/detail/${id}`, {
    headers: { authorization: `jwt ${token}` },
  });
  const { subscription } = (await res.json()) as {
    subscription: {
      schedule: {
        week: number;
        week_activities: {
          day: number;
          day_activities: { movement: string; actual_rpe: number | null; weight_used: string | null }[];
        }[];
      }[];
    };
  };
  const saved = subscription.schedule[0]!.week_activities[0]!.day_activities.find(
    (a) => a.movement === 'Back Squat',
  );
  expect(saved).toMatchObject({ actual_rpe: 8, weight_used: '92.5 kg' });
});
