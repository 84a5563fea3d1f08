import { expect, test } from '../support/test';
import { call } from '../support/api';
import { registerAndSignIn } from '../support/accounts';
import { signInThroughApi } from '../support/phone-sweep';
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
  } else {
    // Today is the 1st in Nepal: the calendar cannot go back to yesterday's month.
    await expect(dialog.getByRole('button', { name: 'Previous month' })).toBeDisabled();
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

test('a client logs a week of training, gives feedback and asks for the week to be completed', async ({
  page,
  request,
}) => {
  // A client of their own (a retry must not meet the completion request of a failed try): a template bought
  // with eSewa, its consultation asked, held and the template activated through the API.
  const { token } = await registerAndSignIn(page, 'Nima Sherpa');
  const { templates } = await call<{ templates: { slug: string; title: string }[] }>(
    request,
    'GET',
    `/templates?resultsPerPage=5&q=${encodeURIComponent('12-Week Beginner Powerlifting')}`,
  );
  const template = templates.find((t) => t.title === '12-Week Beginner Powerlifting')!;
  await buyTemplateWithEsewa(page, template.slug);
  const { subscriptions } = await call<{ subscriptions: { _id: string }[] }>(
    request,
    'GET',
    '/subscribed/templates',
    { token },
  );
  const id = subscriptions[0]!._id;
  await call(request, 'POST', '/subscribed/template/consultation/request', {
    token,
    data: { subscription_id: id, consultation_date: nepalDay(0).iso },
  });
  const admin = (await signInThroughApi(request, 'admin')).token;
  await call(request, 'POST', `/staff/template-subscriptions/${id}/consultation/approve`, { token: admin });
  await call(request, 'POST', `/staff/template-subscriptions/${id}/consultation/held`, {
    token: admin,
    data: { remarks: 'Three sessions a week; squat to depth.' },
  });
  await call(request, 'POST', `/staff/template-subscriptions/${id}/activate`, { token: admin, data: {} });

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Packages' }).click();
  await page.getByRole('link', { name: template.title }).first().click();
  await expect(page.getByRole('region', { name: 'Progress Report' })).toContainText('Currently on: Week 1');

  // Week 1 is in progress.
  const week1 = page.getByRole('region', { name: 'Week 1', exact: true });
  await expect(week1).toContainText('In Progress');

  // Day 2 of week 1: log RPE and weight on its first movement, then give the day's feedback.
  await week1.getByRole('button', { name: 'Week 1, Day 2' }).click();
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
  await week1.getByRole('button', { name: 'Week 1, Day 3' }).click();
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
  await week1.getByRole('button', { name: 'Save Week Progress' }).click();
  await expect(page.getByText('Day progress saved.').first()).toBeVisible();

  // The values are on the server: they are there after a reload.
  await page.reload();
  await page
    .getByRole('region', { name: 'Week 1', exact: true })
    .getByRole('button', { name: 'Week 1, Day 3' })
    .click();
  await expect(day.getByLabel('Actual RPE').first()).toHaveValue('7');
  await day.getByRole('button', { name: 'Close' }).first().click();

  // Ask for the week's completion: remarks are required.
  await page
    .getByRole('region', { name: 'Week 1', exact: true })
    .getByRole('button', { name: 'Set as completed' })
    .click();
  const complete = page.getByRole('dialog', { name: 'Complete Week 1' });
  await expect(complete.getByRole('button', { name: 'Complete Training' })).toBeDisabled();
  await complete
    .getByLabel("What's your feedback for the training format?")
    .fill('Solid week, squats felt fast.');
  // Days 1 and 2 were not all logged: the dialog lists what was skipped and asks why.
  await expect(complete.getByRole('button', { name: 'Complete Training' })).toBeDisabled();
  await complete
    .getByRole('textbox', { name: 'Why you skipped them' })
    .fill('Day 1 was a rest day for my knee.');
  await complete.getByRole('button', { name: 'Complete Training' }).click();
  const congrats = page.getByRole('dialog', { name: 'Congratulations on Completing week 1 training' });
  await expect(congrats.getByRole('link', { name: 'Explore Coachings' })).toHaveAttribute(
    'href',
    '/coaching',
  );
  await congrats.getByRole('button', { name: 'Close' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Week 1', exact: true })
      .getByRole('button', { name: 'Completion Requested' }),
  ).toBeDisabled();

  // The tiles count the client's template and its order.
  await page.goto('/dashboard');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(/Packages Purchased\s*1/);
  await expect(summary).toContainText(/Active Orders\s*1/);
});
