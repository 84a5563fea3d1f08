import { signInThroughApi, storageStateFor } from '../support/phone-sweep';
import { expect, test } from '../support/test';

/**
 * The demo trainer's consultation calendar (issue 17): the week of Nepal days with the demo client's paid
 * consultation asked for five days ahead, the list view, and the daily capacity they set.
 */
test('the trainer reads their week as a calendar and as a list, and sets their daily capacity', async ({
  browser,
  request,
}) => {
  const session = await signInThroughApi(request, 'trainer');
  const context = await browser.newContext({ storageState: storageStateFor(session) });
  const staff = await context.newPage();

  await staff.goto('/staff');
  await staff.getByRole('link', { name: 'Consultation Calendar' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Consultation calendar' })).toBeVisible();
  // Seven days, each with its minutes booked against the capacity.
  await expect(staff.getByText(/of \d+ min booked/)).toHaveCount(7);
  // The demo client's paid consultation, five days ahead, waits for a decision.
  await staff.getByRole('button', { name: 'Next Week' }).click();
  await staff.getByRole('button', { name: 'Previous Week' }).click();
  await expect(staff.getByRole('button', { name: /^Approve Date for / }).first()).toBeVisible();

  // The segmented control's radio is hidden under its label: a click lands on the label.
  await staff.locator('label', { hasText: /^List$/ }).click();
  await expect(staff).toHaveURL(/view=list/);
  await expect(staff.getByRole('table', { name: 'Consultations' })).toBeVisible();

  const capacity = staff.getByRole('textbox', { name: 'Daily capacity (minutes per day)' });
  const before = await capacity.inputValue();
  await capacity.fill('180');
  await staff.getByRole('button', { name: 'Save Capacity' }).click();
  await expect(staff.getByText('Daily capacity saved')).toBeVisible();
  await staff.reload();
  await expect(capacity).toHaveValue('180');
  // Back as it was, for the other journeys.
  await capacity.fill(before);
  await staff.getByRole('button', { name: 'Save Capacity' }).click();
  await expect(capacity).toHaveValue(before);
  await context.close();
});
