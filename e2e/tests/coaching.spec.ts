import { expect, test } from '../support/test';
import { registerAndSignIn, signIn } from '../support/accounts';
import { DEMO_SIGN_INS, signInThroughApi } from '../support/phone-sweep';
import { activateCoaching, buyCoachingWithEsewa, nepalDay, showMonthOf } from '../support/training';

/**
 * Coaching and paid consultations (issue 16), as the demo client: My Trainers, the coaching page with its
 * published weeks and the week its trainer is still writing, and booking and moving a consultation date.
 */

test('the demo client opens My Trainers, the coaching page and its unpublished week', async ({ page }) => {
  await page.goto('/dashboard/trainers');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, DEMO_SIGN_INS.client.email, DEMO_SIGN_INS.client.password);
  await expect(page).toHaveURL(/\/dashboard\/trainers$/);

  const trainers = page.getByRole('list', { name: 'My Trainers' });
  const card = trainers.getByRole('listitem').filter({ hasText: 'Active' }).first();
  await expect(card).toContainText('4 Weeks Plan');
  await expect(card).toContainText('Currently on: Week 1');
  const title = (await card.getAttribute('aria-label'))!;

  // My Consultations on the same page lists the consultations of the coaching and the paid consultation.
  const consultations = page.getByRole('region', { name: 'My Consultations' });
  await expect(consultations.getByRole('row').filter({ hasText: title })).toContainText('Previous');
  await expect(consultations.getByRole('row').filter({ hasText: 'Upcoming' }).first()).toBeVisible();

  await card.getByRole('link', { name: `Open Training: ${title}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/trainers\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Progress Report' })).toContainText('Currently on: Week 1');

  const week1 = page.getByRole('region', { name: 'Week 1' });
  await expect(week1).toContainText('In Progress');
  await week1.getByRole('button', { name: 'Week 1, Day 1' }).click();
  const day = page.getByRole('dialog', { name: 'Day Activity' });
  await expect(day.getByRole('group', { name: 'Back Squat' })).toContainText(
    'Film your top set from the side.',
  );
  await day.getByRole('button', { name: 'Close' }).click();

  // Week 2 is published but locked; week 3 is still being written, so nothing of it is shown.
  await expect(page.getByRole('region', { name: 'Week 2' })).toContainText('This week is locked');
  const week3 = page.getByRole('region', { name: 'Week 3' });
  await expect(week3).toContainText('Trainer is estimating exercises for you...');
  await expect(week3.getByRole('button', { name: /Day/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'BACK' }).click();
  await expect(page).toHaveURL(/\/dashboard\/trainers$/);
});

test('a client books a check-in consultation on their coaching and changes its date', async ({
  page,
  request,
}) => {
  // A client of their own (a retry must not meet the booking of a failed try): an Active coaching.
  const trainer = await signInThroughApi(request, 'trainer');
  const { token } = await registerAndSignIn(page, 'Maya Gurung');
  const { title, id } = await buyCoachingWithEsewa(page, request, token, trainer);
  await activateCoaching(request, token, trainer, id);

  await page.goto('/dashboard/trainers');
  const card = page.getByRole('list', { name: 'My Trainers' }).getByRole('listitem', { name: title });
  await expect(card).toContainText('Active');

  const pick = async (days: number) => {
    const dialog = page.getByRole('dialog', { name: 'Schedule a Counseling Session' });
    const date = nepalDay(days);
    await showMonthOf(dialog, date);
    await dialog.getByRole('button', { name: date.label, exact: true }).click();
    await dialog.getByRole('button', { name: 'Confirm Date' }).click();
    await expect(
      page.getByText(
        `Your consultation request has been set for ${date.iso}. Please wait until our team approves your request.`,
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  };

  await card.getByRole('button', { name: `Book Consultation: ${title}` }).click();
  await pick(3);
  // Requested, not approved yet: the card says so and offers Change Date. The calendar opens on the month of
  // the date asked for, which may be the next one.
  await expect(card).toContainText('Please wait until our team approves your request.');
  await card.getByRole('button', { name: `Change Date: ${title}` }).click();
  await pick(4);
  await expect(card.getByRole('button', { name: `Book Consultation: ${title}` })).toHaveCount(0);

  // The dashboard's My Consultations shows the coaching's consultation on the date it was moved to.
  await page.goto('/dashboard');
  const rows = page.getByRole('region', { name: 'My Consultations' });
  await expect(rows.getByRole('row').filter({ hasText: title })).toContainText(nepalDay(4).short);
});
