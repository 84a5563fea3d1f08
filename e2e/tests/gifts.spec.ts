import { PASSWORD, registerAndSignIn, signIn } from '../support/accounts';
import { E2E_PORT } from '../support/constants';
import { waitForMail } from '../support/mail';
import { expect, test, type APIRequestContext, type Page } from '../support/test';

/** Gifts (issue 20, spec part 2, Gifts): bought for someone's email, claimed by them, seen by both. */

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`);
  expect(res.ok(), `GET ${path}`).toBe(true);
  return (await res.json()) as T;
}

/** My Gifts, on one tab. */
async function openGifts(page: Page, tab: 'Received' | 'Gifted') {
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Gifts' }).click();
  await expect(page).toHaveURL(/\/dashboard\/gifts/);
  await page.getByRole('tab', { name: tab }).click();
}

test('A buys a coaching plan as a gift for B, B registers and claims it, and A sees it claimed', async ({
  page,
  request,
}) => {
  // Two registrations (each verified by mail), a paid checkout and a sign-in: longer than one page's journey.
  test.setTimeout(180_000);
  const receiverEmail = `bina.rai.${Date.now()}@example.com`;

  // A, a new user, has sent no gifts yet.
  const asha = await registerAndSignIn(page, 'Asha Gurung');
  await openGifts(page, 'Gifted');
  await expect(page.getByText('You do not have any sent gifts. Gift someone today.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Training Templates' })).toHaveAttribute(
    'href',
    '/template',
  );

  // A buys the first coaching plan for B's email and pays with eSewa.
  const { coachings } = await json<{ coachings: { slug: string; title: string }[] }>(
    request,
    '/coachings?resultsPerPage=9',
  );
  const coaching = coachings[0];
  await page.goto(`/coaching/${coaching.slug}`);
  await page.getByRole('radiogroup', { name: 'Choose your trainer' }).getByRole('radio').first().check();
  await page.getByRole('radiogroup', { name: 'Choose your plan' }).getByRole('radio').first().check();
  await page.getByRole('radio', { name: 'For someone else' }).check();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bina Rai');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(receiverEmail);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9861234567');
  await page.getByRole('combobox', { name: 'Relation' }).selectOption('Friend');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/express\/checkout\/cart\?.*on_model=coaching/);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Shipping Address' });
  await modal.getByLabel('Region').selectOption({ label: 'Koshi' });
  await modal.getByLabel('City').selectOption({ label: 'Jhapa' });
  await modal.getByLabel('Area').fill('Birtamod');
  await modal.getByRole('textbox', { name: 'Address', exact: true }).fill('Ward 4');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\?order_id=/);
  await page.getByRole('radio', { name: 'eSewa' }).check();
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();
  await expect(page).toHaveURL(/\/sandbox\/esewa\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ORDER CONFIRMED!!' })).toBeVisible();

  // A sees the gift Pending, for B.
  await openGifts(page, 'Gifted');
  const sent = page.getByRole('region', { name: 'Coachings' }).getByRole('article', { name: coaching.title });
  await expect(sent).toContainText('Pending');
  await sent.hover();
  await expect(page.getByRole('tooltip')).toHaveText(`RECEIVER: ${receiverEmail}`);

  // B is mailed a link to My Gifts, registers with that email, and claims it.
  const mail = await waitForMail(receiverEmail, /sent you a gift/);
  expect(mail.text).toContain(`http://localhost:${E2E_PORT}/dashboard/gifts`);
  await page.evaluate(() => localStorage.clear());
  await registerAndSignIn(page, 'Bina Rai', '9861234567', receiverEmail);
  await openGifts(page, 'Received');
  const received = page
    .getByRole('region', { name: 'Coachings' })
    .getByRole('article', { name: coaching.title });
  await expect(received).toContainText('Pending');
  await received.hover();
  await received.getByRole('button', { name: `Claim Now: ${coaching.title}` }).click();
  await expect(page.getByText('Gift claimed successfully')).toBeVisible();
  await expect(received).toContainText('Claimed');
  await expect(received.getByRole('button', { name: 'Claimed' })).toBeDisabled();

  // B's coaching is in My Trainers.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Trainers' }).click();
  await expect(page.getByText(coaching.title).first()).toBeVisible();

  // A signs in again and sees it Claimed.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await signIn(page, asha.email, PASSWORD);
  await expect(page.getByRole('link', { name: 'Asha Gurung, your dashboard' })).toBeVisible();
  await openGifts(page, 'Gifted');
  await expect(
    page.getByRole('region', { name: 'Coachings' }).getByRole('article', { name: coaching.title }),
  ).toContainText('Claimed');
});
