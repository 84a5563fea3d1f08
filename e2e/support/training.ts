import { expect, type Locator, type Page } from '@playwright/test';

/** A Nepal date (UTC+5:45) `days` from today, as the calendar names its day buttons and as the API writes it. */
export function nepalDay(days: number) {
  const d = new Date(Date.now() + (5 * 60 + 45) * 60_000 + days * 86_400_000);
  return {
    label: d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    iso: d.toISOString().slice(0, 10),
    month: d.getUTCMonth(),
  };
}

/** Shows the month of `day` in a calendar that opened on the current month. */
export async function showMonthOf(calendar: Locator, day: { month: number }) {
  if (day.month !== nepalDay(0).month) await calendar.getByRole('button', { name: 'Next month' }).click();
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
