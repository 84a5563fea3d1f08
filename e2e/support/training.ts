import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { call } from './api';
import { testNow } from './clock';

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
];

/** A Nepal date (UTC+5:45) `days` from today, as the calendar names its day buttons and as the API writes it. */
export function nepalDay(days: number) {
  const d = new Date(testNow() + (5 * 60 + 45) * 60_000 + days * 86_400_000);
  const month = d.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    label: d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    iso: d.toISOString().slice(0, 10),
    /** The calendar's heading for the day's month: "December 2026". */
    month,
    /** As lists show a date: "5 Dec, 2026". */
    short: `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]!.slice(0, 3)}, ${d.getUTCFullYear()}`,
  };
}

/**
 * Shows the month of `day` in a calendar, whichever month it opened on (the current one, or the month of a date
 * already chosen): reads the month it shows and steps back or forward until it is the day's.
 */
export async function showMonthOf(calendar: Locator, day: { month: string }) {
  const grid = calendar.getByRole('grid');
  const monthIndex = (label: string) => {
    const [name, year] = label.trim().split(' ');
    return Number(year) * 12 + MONTHS.indexOf(name!);
  };
  const target = monthIndex(day.month);
  for (let step = 0; step < 24; step++) {
    const heading = calendar.locator(`[id="${await grid.getAttribute('aria-labelledby')}"]`);
    const shown = monthIndex((await heading.textContent()) ?? '');
    if (shown === target) return;
    const next = shown + Math.sign(target - shown);
    await calendar.getByRole('button', { name: target > shown ? 'Next month' : 'Previous month' }).click();
    await expect(grid).toHaveAccessibleName(`${MONTHS[next % 12]} ${Math.floor(next / 12)}`);
  }
  throw new Error(`the calendar did not reach ${day.month}`);
}

/** The signed-in user puts the template in the cart and pays it with the eSewa sandbox. */
export async function buyTemplateWithEsewa(page: Page, slug: string) {
  await page.goto(`/template/${slug}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Template added to cart')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\?order_id=/);
  await page.getByRole('radio', { name: 'eSewa' }).check();
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ORDER CONFIRMED!!' })).toBeVisible();
}

/** On My Templates, sets the consultation date of the card `title` to `days` from today. */
export async function setConsultationDate(page: Page, title: string, days: number) {
  const card = page.getByRole('list', { name: 'My Templates' }).getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Set Consultation Date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Counseling Session' });
  const day = nepalDay(days);
  await showMonthOf(dialog, day);
  await dialog.getByRole('button', { name: day.label, exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm Date' }).click();
  await expect(dialog).toBeHidden();
  return { card, day };
}

/** The demo trainer's session as `signInThroughApi` answers it (support/phone-sweep.ts). */
interface TrainerSession {
  token: string;
  user: { slug: string; name: string };
}

/**
 * The client signed in on `page` buys one of `trainer`'s coaching plans with Buy Now, a new delivery address
 * and the eSewa sandbox. Returns the coaching's title and the subscription's id.
 */
export async function buyCoachingWithEsewa(
  page: Page,
  request: APIRequestContext,
  clientToken: string,
  trainer: TrainerSession,
) {
  const { coachings } = await call<{
    coachings: { slug: string; title: string; trainers: { slug: string }[] }[];
  }>(request, 'GET', '/coachings?resultsPerPage=50');
  const coaching = coachings.find((c) => c.trainers.some((t) => t.slug === trainer.user.slug))!;
  await page.goto(`/coaching/${coaching.slug}`);
  await page
    .getByRole('radiogroup', { name: 'Choose your trainer' })
    .getByRole('radio', { name: trainer.user.name })
    .check();
  await page.getByRole('radiogroup', { name: 'Choose your plan' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/express\/checkout\/cart\?.*on_model=coaching/);
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Shipping Address' });
  await modal.getByLabel('Region').selectOption({ label: 'Bagmati' });
  await modal.getByLabel('City').selectOption({ label: 'Lalitpur' });
  await modal.getByLabel('Area').fill('Jhamsikhel');
  await modal.getByRole('textbox', { name: 'Address', exact: true }).fill('Street 3');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\?order_id=/);
  await page.getByRole('radio', { name: 'eSewa' }).check();
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ORDER CONFIRMED!!' })).toBeVisible();
  const { subscriptions } = await call<{ subscriptions: { _id: string }[] }>(
    request,
    'GET',
    '/subscribed/coachings',
    { token: clientToken },
  );
  return { title: coaching.title, id: subscriptions[0]!._id };
}

/**
 * Through the API, the steps before training, in their order: the client asks for the first consultation today
 * (a consultation is held from its day on), the trainer approves and holds it, writes and publishes week 1 (a
 * back squat on day 1), and activates.
 */
export async function activateCoaching(
  request: APIRequestContext,
  clientToken: string,
  trainer: TrainerSession,
  id: string,
) {
  const asked = await call<{ subscription: { latest_consultation: { _id: string } } }>(
    request,
    'POST',
    '/subscribed/coaching/consultation/request',
    { token: clientToken, data: { subscription: id, consultation_date: nepalDay(0).iso } },
  );
  const consultation = asked.subscription.latest_consultation._id;
  const token = trainer.token;
  await call(request, 'POST', `/staff/coaching-consultations/${consultation}/approve`, { token });
  await call(request, 'POST', `/staff/coaching-consultations/${consultation}/held`, {
    token,
    data: { remarks: 'Squat 60 kg for 5. Three sessions a week.' },
  });
  await call(request, 'PUT', `/staff/coaching-subscriptions/${id}/weeks/1`, {
    token,
    data: { published: true, activities: [{ day: 1, movement: 'Back Squat', sets: '3', reps: '5' }] },
  });
  await call(request, 'POST', `/staff/coaching-subscriptions/${id}/activate`, { token, data: {} });
}
