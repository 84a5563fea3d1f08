import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './constants';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function readAll(): ReceivedMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), 'utf8')) as ReceivedMail);
}

/** Waits for the newest mail to `to` whose subject matches, as the SMTP sink received it. */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readAll()
          .slice(after)
          .reverse()
          .find((m) => m.to.includes(to) && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** How many mails have arrived so far (to wait only for newer ones). */
export const mailCount = () => readAll().length;

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`no link starting ${prefix} in mail "${mail.subject}"`);
  return match[0];
}
