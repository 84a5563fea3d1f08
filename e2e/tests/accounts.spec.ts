import { expect, test, type Page } from '../support/test';
import { linkIn, mailCount, waitForMail } from '../support/mail';
import { E2E_PORT } from '../support/constants';

const APP = `http://localhost:${E2E_PORT}`;

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password' }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('a new user registers, verifies by mail, signs in back where they were going, and resets a forgotten password', async ({
  page,
}) => {
  const email = `asha.${Date.now()}@example.com`;
  const before = mailCount();

  // Register.
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill('Asha Tamang');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('first-pass');
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill('first-pass');
  await form.getByLabel('Phone Number').fill('+977 9841234567');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register\/verify-account$/);

  // An unverified account cannot sign in yet.
  await page.goto('/login');
  await signIn(page, email, 'first-pass');
  await expect(page.getByText('Please verify your email before signing in.')).toBeVisible();

  // The verification mail arrives; its link verifies the account.
  const verification = await waitForMail(email, /verif/i, before);
  await page.goto(linkIn(verification, `${APP}/email/verification`));
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByRole('heading', { name: 'Email Verified' })).toBeVisible();

  // A protected page sends the visitor to sign in, then back.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'wrong-pass');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, 'first-pass');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Asha Tamang, your dashboard' })).toBeVisible();

  // Log out from the menu.
  await page.getByRole('button', { name: 'MENU' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();

  // Forgot password: an unknown email shows the OOPS view; a known one gets a mail.
  await page.goto('/login');
  await page.getByRole('link', { name: /Forgot Your Password/i }).click();
  await expect(page.getByRole('heading', { name: 'FORGOT PASSWORD?' })).toBeVisible();
  await page.getByPlaceholder('Email Address').fill('nobody.here@example.com');
  await page.getByRole('button', { name: 'SEND INSTRUCTIONS' }).click();
  await expect(page.getByText('OOPS PROBLEM OCCURRED')).toBeVisible();
  await expect(page.getByText('nobody.here@example.com')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();

  const beforeReset = mailCount();
  await page.getByPlaceholder('Email Address').fill(email);
  await page.getByRole('button', { name: 'SEND INSTRUCTIONS' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const reset = await waitForMail(email, /password/i, beforeReset);
  await page.goto(linkIn(reset, `${APP}/reset-password`));
  await page.getByRole('textbox', { name: 'New Password' }).fill('second-pass');
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill('second-pass');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await signIn(page, email, 'first-pass');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, 'second-pass');
  await expect(page).toHaveURL(`${APP}/`);
  await expect(page.getByRole('link', { name: 'Asha Tamang, your dashboard' })).toBeVisible();
});

test('Google sign-in through the sandbox provider signs the user in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: /Sign in with Google \(sandbox\)/ })).toBeVisible();
  await page.getByLabel(/email/i).fill('ram.google@example.com');
  await page.getByLabel(/name/i).fill('Ram Google');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${APP}/`);
  await expect(page.getByRole('link', { name: 'Ram Google, your dashboard' })).toBeVisible();
});

test("the Google sandbox's consent page, given the admin's email, signs nobody in", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: /Sign in with Google \(sandbox\)/ })).toBeVisible();
  await page.getByLabel(/email/i).fill('admin@oxstrength.test');
  await page.getByLabel(/name/i).fill('Mallory');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The demo sign-in cannot open an existing account. Please sign in with your email and password.',
  );
  await page.goto('/');
  await expect(page.getByRole('link', { name: /your dashboard/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'LOGIN' })).toBeVisible();
});

test('a visitor subscribes to the newsletter and unsubscribes from the mailed link', async ({ page }) => {
  const email = `news.${Date.now()}@example.com`;
  const before = mailCount();
  await page.goto('/');
  // The block loads when the visitor scrolls near it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const block = page.getByRole('region', { name: /recipe and diet plan/i });
  await block.getByLabel('Email').fill(email);
  await block.getByLabel('First name').fill('Mina');
  await block.getByLabel('Last name').fill('Shrestha');
  await block.getByRole('button', { name: /subscribe/i }).click();
  await expect(page.getByText(/Thank you for subscribing/)).toBeVisible();

  const welcome = await waitForMail(email, /.*/, before);
  await page.goto(linkIn(welcome, `${APP}/newsfeed/unsubscribe/`));
  await page.getByRole('button', { name: 'Unsubscribe Me' }).click();
  await expect(page.getByRole('button', { name: 'Subscribe Me' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe Me' }).click();
  await expect(page.getByRole('button', { name: 'Unsubscribe Me' })).toBeVisible();
});
