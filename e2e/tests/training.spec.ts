import { expect, test } from '../support/test';
import { registerAndSignIn, signIn } from '../support/accounts';
import { DEMO_SIGN_INS } from '../support/phone-sweep';
import { buyTemplateWithEsewa, nepalDay, showMonthOf } from '../support/training';

test('a new user buys a template, sees it Pending with its message, and sets a consultation date', async ({
  page,
  request,
}) => {
  await registerAndSignIn(page, 'Sita Gurung');
  const res = await request.get('/api/v1/templates?resultsPerPage=5&sort=cheap');
  const { templates } = (await res.json()) as { templates: { slug: string; title: string }[] };
  const template = templates[0];

  await buyTemplateWithEsewa(page, template.slug);

  // My Templates: the template is Pending, and says what to do.
  await page.goto('/dashboard/packages');
  const card = page
    .getByRole('list', { name: 'My Templates' })
    .getByRole('article', { name: template.title });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Please set your consultation date to start this template.');

  // The date dialog allows no past day; a later day is confirmed.
  await card.getByRole('button', { name: 'Set Consultation Date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Counseling Session' });
  const yesterday = nepalDay(-1);
  if (yesterday.month === nepalDay(0).month) {
    await expect(dialog.getByRole('button', { name: yesterday.label, exact: true })).toBeDisabled();
  }
  const day = nepalDay(2);
  await showMonthOf(dialog, day);
  await dialog.getByRole('button', { name: day.label, exact: true }).click();
  await expect(dialog.getByRole('region', { name: 'Booking Detail' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Date' }).click();
  await expect(
    page.getByText(
      `Your consultation request has been set for ${day.iso}. Please wait until our team approves your request.`,
    ),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Consultation Requested');
  await expect(card.getByRole('button', { name: 'Change Date' })).toBeVisible();

  // The dashboard counts the template and the upcoming consultation.
  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(/Packages Purchased\s*1/);
  await expect(summary).toContainText(/Trainer Consultation\s*1/);
});

test('the demo client logs a week of training, gives feedback and asks for the week to be completed', async ({
  page,
}) => {
  // The dashboard asks a visitor to sign in, then opens where they were going.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, DEMO_SIGN_INS.client.email, DEMO_SIGN_INS.client.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Packages' }).click();
  await page.getByRole('link', { name: '12-Week Beginner Powerlifting' }).first().click();
  await expect(page.getByRole('region', { name: 'Progress Report' })).toContainText('Currently on: Week 3');

  // Completed weeks are read-only; week 3 is in progress.
  const week3 = page.getByRole('region', { name: 'Week 3' });
  await expect(week3).toContainText('In Progress');

  // Day 2 of week 3: log RPE and weight on its first movement, then give the day's feedback.
  await week3.getByRole('button', { name: 'Week 3, Day 2' }).click();
  const day = page.getByRole('dialog', { name: 'Day Activity' });
  await day.getByLabel('Actual RPE').first().fill('8');
  await day.getByLabel('Weight used').first().fill('62.5 kg');
  await day
    .getByRole('button', { name: /^Save / })
    .first()
    .click();
  await expect(page.getByText('Day progress saved.')).toBeVisible();
  const feedback = day.getByLabel("What's your feedback for the day training?");
  await feedback.fill('Bar speed was good; last set was hard.');
  await day.getByRole('button', { name: /Add Feedback|Update Feedback/ }).click();
  await expect(page.getByText('Thank you for your feedback')).toBeVisible();
  await expect(day).toBeHidden();

  // Day 3: log the whole day and save the week at once.
  await week3.getByRole('button', { name: 'Week 3, Day 3' }).click();
  const rpes = day.getByLabel('Actual RPE');
  const count = await rpes.count();
  for (let i = 0; i < count; i++) {
    await rpes.nth(i).fill(String(7 + (i % 3)));
    await day
      .getByLabel('Weight used')
      .nth(i)
      .fill(`${50 + i * 5} kg`);
  }
  await day.getByRole('button', { name: 'Close' }).first().click();
  await week3.getByRole('button', { name: 'Save Week Progress' }).click();
  await expect(page.getByText('Day progress saved.').first()).toBeVisible();

  // The values are on the server: they are there after a reload.
  await page.reload();
  await page.getByRole('region', { name: 'Week 3' }).getByRole('button', { name: 'Week 3, Day 3' }).click();
  await expect(day.getByLabel('Actual RPE').first()).toHaveValue('7');
  await day.getByRole('button', { name: 'Close' }).first().click();

  // Ask for the week's completion: remarks are required.
  await page
    .getByRole('region', { name: 'Week 3' })
    .getByRole('button', { name: 'Set as completed' })
    .click();
  const complete = page.getByRole('dialog', { name: 'Complete Week 3' });
  await expect(complete.getByRole('button', { name: 'Complete Training' })).toBeDisabled();
  await complete
    .getByLabel("What's your feedback for the training format?")
    .fill('Solid week, squats felt fast.');
  await complete.getByRole('button', { name: 'Complete Training' }).click();
  const congrats = page.getByRole('dialog', { name: 'Congratulations on Completing week 3 training' });
  await expect(congrats.getByRole('link', { name: 'Explore Coachings' })).toHaveAttribute(
    'href',
    '/coaching',
  );
  await congrats.getByRole('button', { name: 'Close' }).click();
  await expect(
    page.getByRole('region', { name: 'Week 3' }).getByRole('button', { name: 'Completion Requested' }),
  ).toBeDisabled();

  // The tiles count the demo client's templates and active order.
  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(/Packages Purchased\s*2/);
  // Its templates' order and its coaching and consultation order (issue 16).
  await expect(summary).toContainText(/Active Orders\s*2/);
});
