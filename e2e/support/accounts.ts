import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from './constants';
import { linkIn, mailCount, waitForMail } from './mail';

export const PASSWORD = 'strong-pass-1';

/** Fills and sends the sign-in form. */
export async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password' }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A new user as one arrives: registers, verifies from the mailed link and signs in.
 * Returns the email and the token the browser stored.
 */
export async function registerAndSignIn(
  page: Page,
  name: string,
  mobile = '9841234567',
  email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`,
) {
  const before = mailCount();
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm Password' }).fill(PASSWORD);
  await form.getByLabel('Phone Number').fill(mobile);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register\/verify-account$/);

  const mail = await waitForMail(email, /verif/i, before);
  await page.goto(linkIn(mail, `http://localhost:${E2E_PORT}/email/verification`));
  await expect(page).toHaveURL(/\/email-verified$/);

  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('link', { name: `${name}, your dashboard` })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  return { email, token: token! };
}
