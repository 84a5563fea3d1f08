import type { OutgoingMail } from '../../plugins/mail';
import { renderMail } from '../../lib/mail-layout';

/** The wording of the account mails: email verification and password reset. */

export function verificationMail(
  to: { name: string; email: string },
  url: string,
  ttlHours: number,
): OutgoingMail {
  const { html, text } = renderMail({
    heading: 'Verify your email address',
    paragraphs: [
      `Hi ${to.name},`,
      'Thank you for creating an OxStrength account. Please confirm that this is your email address to activate your account.',
      `This link works once and expires in ${ttlHours} hours. If you did not create an account, you can ignore this email.`,
    ],
    action: { label: 'Verify Email', url },
  });
  return { to: to.email, subject: 'Verify your OxStrength account', text, html, kind: 'email-verification' };
}

export function passwordResetMail(
  to: { name: string; email: string },
  url: string,
  ttlMinutes: number,
): OutgoingMail {
  const { html, text } = renderMail({
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${to.name},`,
      'We received a request to reset the password of your OxStrength account. Choose a new password with the button below.',
      `This link works once and expires in ${ttlMinutes} minutes. If you did not ask for a password reset, you can ignore this email: your password stays the same.`,
    ],
    action: { label: 'Reset Password', url },
  });
  return { to: to.email, subject: 'Reset your OxStrength password', text, html, kind: 'password-reset' };
}
