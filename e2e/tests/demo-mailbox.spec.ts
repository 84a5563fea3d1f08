import { axeProblems, PHONE, touchProblems, widthProblems } from '../support/phone-sweep';
import { expect, test, type Page } from '../support/test';

// bypassCSP: axe is added to the page as a script, as the phone sweep does.
test.use({ viewport: PHONE, isMobile: true, hasTouch: true, bypassCSP: true });

/** The mailbox is drawn by the server, not the app: the phone sweep's checks, run on it here. */
async function fitsThePhone(page: Page) {
  expect([
    ...(await widthProblems(page)),
    ...(await touchProblems(page)),
    ...(await axeProblems(page)),
  ]).toEqual([]);
}

test('on a phone, a new user finishes signing up in the demo through its mailbox', async ({ page }) => {
  const email = `mina.${Date.now()}@example.com`;

  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill('Mina Gurung');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('mina-pass');
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill('mina-pass');
  await form.getByLabel('Phone Number').fill('9841234567');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register\/verify-account$/);
  await expect(page.getByRole('link', { name: 'Open the demo mailbox' })).toHaveAttribute(
    'href',
    '/sandbox/mail',
  );

  // Signing in before verifying: the message links to the demo mailbox.
  await page.goto('/login');
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByRole('textbox', { name: 'Password' }).fill('mina-pass');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  const alert = signIn.getByRole('alert');
  await expect(alert).toContainText('Please verify your email before signing in.');
  await alert.getByRole('link', { name: 'Open the demo mailbox' }).click();

  // The mailbox: newest first, so this user's verification mail is at the top.
  await expect(page).toHaveURL(/\/sandbox\/mail$/);
  await expect(page.getByRole('heading', { name: 'Demo mailbox' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Mails' }).getByRole('listitem').first();
  await expect(first).toContainText('Verify your OxStrength account');
  await expect(first).toContainText(`To ${email}`);
  await fitsThePhone(page);

  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Verify your OxStrength account' })).toBeVisible();
  await expect(page.getByText('Hi Mina Gurung,')).toBeVisible();
  await fitsThePhone(page);

  // Its link works: the account is verified, and the user signs in.
  await page.getByRole('link', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();
  await page.goto('/login');
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByRole('textbox', { name: 'Password' }).fill('mina-pass');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email as string))
    .toBe(email);
});
