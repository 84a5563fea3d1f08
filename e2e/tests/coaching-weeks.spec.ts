import { expect, test } from '../support/test';
import { call } from '../support/api';
import { registerAndSignIn } from '../support/accounts';
import { signInThroughApi, storageStateFor } from '../support/phone-sweep';
import { buyCoachingWithEsewa, nepalDay } from '../support/training';

test('a trainer copies a template week into a coaching, publishes it, and accepts a load suggestion the client then sees', async ({
  page: client,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const trainerSession = await signInThroughApi(request, 'trainer');
  const trainerContext = await browser.newContext({ storageState: storageStateFor(trainerSession) });
  const staff = await trainerContext.newPage();

  // A new client buys one of the demo trainer's coaching plans with eSewa.
  const name = 'Sita Rai';
  const { token } = await registerAndSignIn(client, name);
  const { id } = await buyCoachingWithEsewa(client, request, token, trainerSession);

  // The first consultation is asked for today and held (issue 16's steps, through the API).
  const asked = await call<{ subscription: { latest_consultation: { _id: string } } }>(
    request,
    'POST',
    '/subscribed/coaching/consultation/request',
    { token, data: { subscription: id, consultation_date: nepalDay(0).iso } },
  );
  const consultation = asked.subscription.latest_consultation._id;
  const staffToken = trainerSession.token;
  await call(request, 'POST', `/staff/coaching-consultations/${consultation}/approve`, { token: staffToken });
  await call(request, 'POST', `/staff/coaching-consultations/${consultation}/held`, {
    token: staffToken,
    data: { remarks: 'Squat 60 kg for 5. Three sessions a week.' },
  });

  // The coaching cannot be activated before week 1 is written: its page says so and leads to the editor, where
  // the trainer copies a template's week 1 into week 1, edits it and publishes.
  await staff.goto(`/staff/coaching/${id}`);
  await expect(staff.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await staff.getByRole('link', { name: 'Write Week 1' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Week 1 of / })).toBeVisible();
  const copyFrom = staff.getByRole('combobox', { name: 'Copy a week from' });
  await expect(copyFrom).toBeEnabled();
  const option = (await copyFrom.locator('option').allTextContents()).find((t) => t.endsWith(', week 1'))!;
  await copyFrom.selectOption({ label: option });
  await staff.getByRole('button', { name: 'Copy' }).click();
  const movement = await staff
    .getByRole('textbox', { name: /exercise 1: Movement$/ })
    .first()
    .inputValue();
  await staff
    .getByRole('textbox', { name: /exercise 1: Intensity$/ })
    .first()
    .fill('RPE 8');
  await staff
    .getByRole('textbox', { name: /exercise 1: Reps$/ })
    .first()
    .fill('5');
  await staff
    .getByRole('textbox', { name: /exercise 1: Planned load$/ })
    .first()
    .fill('60 kg');
  await staff.getByRole('button', { name: 'Publish Week 1' }).click();
  await expect(staff.getByText('Week 1 published')).toBeVisible();
  await call(request, 'POST', `/staff/coaching-subscriptions/${id}/activate`, {
    token: staffToken,
    data: {},
  });

  // The client sees week 1, logs the first exercise and asks for completion, saying why the rest was skipped.
  await client.goto(`/dashboard/trainers/${id}`);
  const week1 = client.getByRole('region', { name: 'Week 1' });
  await week1
    .getByRole('button', { name: /^Week 1, Day \d+$/ })
    .first()
    .click();
  const day = client.getByRole('dialog', { name: 'Day Activity' });
  const first = day.getByRole('group', { name: movement }).first();
  await expect(first).toContainText('60 kg');
  await first.getByLabel('Actual RPE').fill('7');
  await first.getByLabel('Weight used').fill('60 kg');
  await first.getByRole('button', { name: `Save ${movement}` }).click();
  await expect(client.getByText('Day progress saved.')).toBeVisible();
  await day.getByRole('button', { name: 'Close' }).first().click();
  await week1.getByRole('button', { name: 'Set as completed' }).click();
  const completing = client.getByRole('dialog', { name: 'Complete Week 1' });
  await completing.getByLabel("What's your feedback for the training format?").fill('The squats felt easy.');
  await completing
    .getByRole('textbox', { name: 'Why you skipped them' })
    .fill('Only had time for squats this week.');
  await completing.getByRole('button', { name: 'Complete Training' }).click();
  await client
    .getByRole('dialog', { name: 'Congratulations on Completing week 1 training' })
    .getByRole('button', { name: 'Close' })
    .click();

  // The trainer sees the suggestion (5 reps at RPE 7 instead of 8 with 60 kg: 62.5 kg), accepts it and approves.
  await staff.getByRole('link', { name: 'Coaching client' }).click();
  await staff.reload();
  const review = staff.getByRole('region', { name: 'Week review' });
  await expect(review).toContainText('The squats felt easy.');
  await review.getByRole('button', { name: `Accept 62.5 kg for ${movement} into week 2` }).click();
  await expect(staff.getByText(`Week 2: ${movement} planned at 62.5 kg`)).toBeVisible();
  await review.getByRole('button', { name: 'Approve Week 1' }).click();
  await expect(staff.getByText('Week 1 approved')).toBeVisible();

  // Week 2 (a draft copy of week 1 with the new load) is published; the client sees the new load.
  await staff.getByRole('link', { name: 'Edit Week 2' }).click();
  await expect(staff.getByRole('textbox', { name: /exercise 1: Planned load$/ }).first()).toHaveValue(
    '62.5 kg',
  );
  await staff.getByRole('button', { name: 'Publish Week 2' }).click();
  await expect(staff.getByText('Week 2 published')).toBeVisible();

  await client.reload();
  await client
    .getByRole('region', { name: 'Week 2' })
    .getByRole('button', { name: /^Week 2, Day \d+$/ })
    .first()
    .click();
  const next = client
    .getByRole('dialog', { name: 'Day Activity' })
    .getByRole('group', { name: movement })
    .first();
  await expect(next).toContainText('62.5 kg');
  await expect(next).toContainText('60 kg at RPE 7');
  await trainerContext.close();
});
