import { expect, test, type Page } from '../support/test';
import { registerAndSignIn } from '../support/accounts';
import { signInThroughApi, storageStateFor } from '../support/phone-sweep';
import { buyTemplateWithEsewa, setConsultationDate } from '../support/training';

/** Opens a staff dialog by its button, fills what `fill` fills, and submits it with `submit`. */
async function decide(
  staff: Page,
  button: string,
  submit = button,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await staff.getByRole('region', { name: 'Actions' }).getByRole('button', { name: button }).click();
  const dialog = staff.getByRole('dialog', { name: button });
  await fill?.(dialog);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a client and their trainer, side by side: date, consultation, activation, a returned week and an approved one', async ({
  page: client,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The demo trainer, signed in in a second browser.
  const trainerSession = await signInThroughApi(request, 'trainer');
  const trainerContext = await browser.newContext({ storageState: storageStateFor(trainerSession) });
  const staff = await trainerContext.newPage();

  // A new client buys one of the demo trainer's templates and asks for a date.
  const name = 'Maya Lama';
  await registerAndSignIn(client, name);
  const res = await request.get('/api/v1/templates?resultsPerPage=100');
  const { templates } = (await res.json()) as {
    templates: { slug: string; title: string; trainer: { slug: string } | null }[];
  };
  const template = templates.find((t) => t.trainer?.slug === trainerSession.user.slug)!;
  await buyTemplateWithEsewa(client, template.slug);
  await client.goto('/dashboard/packages');
  // Today: a consultation can be marked held from its day on (Nepal time).
  const { card } = await setConsultationDate(client, template.title, 0);
  await expect(card).toContainText('Consultation Requested');

  // The trainer finds the request in the inbox, approves the date, holds the consultation and activates.
  await staff.goto('/staff?list=consultation_requests');
  await staff.getByRole('link', { name: `Open ${name}, ${template.title}` }).click();
  await expect(staff.getByRole('heading', { level: 1, name: template.title })).toBeVisible();
  await decide(staff, 'Approve Date');
  await expect(staff.getByText('Consultation date approved')).toBeVisible();
  await decide(staff, 'Mark as Held', 'Mark as Held', (d) =>
    d.getByRole('textbox', { name: 'Remarks' }).fill('Goals agreed: a first meet in 12 weeks.'),
  );
  await decide(staff, 'Activate');
  await expect(staff.getByText('Subscription activated')).toBeVisible();

  // The client opens the training: week 1 is in progress; they log a day and ask for the week's completion.
  await client.reload();
  await client.getByRole('link', { name: template.title }).first().click();
  await expect(client.getByRole('region', { name: 'Progress Report' })).toContainText('Currently on: Week 1');
  const week1 = client.getByRole('region', { name: 'Week 1' });
  await week1.getByRole('button', { name: 'Week 1, Day 1' }).click();
  const day = client.getByRole('dialog', { name: 'Day Activity' });
  await day.getByLabel('Actual RPE').first().fill('7');
  await day.getByLabel('Weight used').first().fill('60 kg');
  await day
    .getByRole('button', { name: /^Save / })
    .first()
    .click();
  await expect(client.getByText('Day progress saved.')).toBeVisible();
  await day.getByRole('button', { name: 'Close' }).first().click();

  const askForCompletion = async (remarks: string, skipped: string) => {
    await client
      .getByRole('region', { name: 'Week 1' })
      .getByRole('button', { name: 'Set as completed' })
      .click();
    const dialog = client.getByRole('dialog', { name: 'Complete Week 1' });
    await dialog.getByLabel("What's your feedback for the training format?").fill(remarks);
    // Only day 1's first movement is logged: the rest needs a reason.
    await dialog.getByRole('textbox', { name: 'Why you skipped them' }).fill(skipped);
    await dialog.getByRole('button', { name: 'Complete Training' }).click();
    const congrats = client.getByRole('dialog', { name: 'Congratulations on Completing week 1 training' });
    await congrats.getByRole('button', { name: 'Close' }).click();
    await expect(
      client.getByRole('region', { name: 'Week 1' }).getByRole('button', { name: 'Completion Requested' }),
    ).toBeDisabled();
  };
  await askForCompletion('Only day 1 done so far.', 'A cold kept me in bed.');

  // The trainer returns it with a note; the client reads the note and asks again.
  await staff.goto('/staff?list=week_requests');
  await staff.getByRole('link', { name: `Open ${name}, ${template.title}` }).click();
  const review = staff.getByRole('region', { name: 'Week review' });
  await expect(review).toContainText('Only day 1 done so far.');
  await review.getByRole('button', { name: 'Return with a Note' }).click();
  const returning = staff.getByRole('dialog', { name: 'Return Week 1' });
  await returning
    .getByRole('textbox', { name: 'Note for the client' })
    .fill('Please log the other days first.');
  await returning.getByRole('button', { name: 'Return Week', exact: true }).click();
  await expect(returning).toBeHidden();

  await client.reload();
  await expect(client.getByText('Please log the other days first.')).toBeVisible();
  await askForCompletion('All days logged now.', 'Still not well enough to train.');

  // The trainer approves week 1: the client is on week 2.
  await staff.reload();
  await staff
    .getByRole('region', { name: 'Week review' })
    .getByRole('button', { name: 'Approve Week 1' })
    .click();
  const approving = staff.getByRole('dialog', { name: 'Approve Week 1' });
  await approving.getByRole('button', { name: 'Approve Week 1' }).click();
  await expect(approving).toBeHidden();
  await expect(staff.getByText('Week 1 approved')).toBeVisible();

  await client.reload();
  await expect(client.getByRole('region', { name: 'Progress Report' })).toContainText('Currently on: Week 2');
  await expect(client.getByRole('region', { name: 'Week 2' })).toContainText('In Progress');
  await trainerContext.close();
});
