import type { Config } from '../../config/env';
import { renderMail, type MailContent } from '../../lib/mail-layout';
import type { OutgoingMail } from '../../plugins/mail';

/** The page where a subscriber can leave (or rejoin) the newsletter. */
export const unsubscribeUrl = (config: Pick<Config, 'APP_URL'>, subscriberId: string) =>
  `${config.APP_URL}/newsfeed/unsubscribe/${subscriberId}`;

/**
 * Every newsletter mail is built here, so each one carries the subscriber's unsubscribe link in its footer.
 */
export function newsletterMail(
  config: Pick<Config, 'APP_URL'>,
  subscriber: { id: string; email: string },
  mail: { subject: string; kind: string; content: Omit<MailContent, 'footer'> },
): OutgoingMail {
  const { html, text } = renderMail({
    ...mail.content,
    footer: {
      text: 'You receive this mail because you subscribed to the OxStrength newsletter.',
      link: { label: 'Unsubscribe', url: unsubscribeUrl(config, subscriber.id) },
    },
  });
  return { to: subscriber.email, subject: mail.subject, kind: mail.kind, html, text };
}

/** The welcome mail: a starter day of eating, as the sign-up form promises a recipe and diet plan. */
export function welcomeMail(
  config: Pick<Config, 'APP_URL'>,
  subscriber: { id: string; email: string; firstName: string },
  returning: boolean,
): OutgoingMail {
  return newsletterMail(config, subscriber, {
    subject: 'Your customised recipe and diet plan from OxStrength',
    kind: 'newsletter-welcome',
    content: {
      heading: returning ? `Welcome back, ${subscriber.firstName}!` : `Welcome, ${subscriber.firstName}!`,
      paragraphs: [
        'Thank you for subscribing to the OxStrength newsletter. Our coaches will send you recipes and diet tips for strength training.',
        'To start, here is a day of eating for someone who lifts three to five times a week, built from food found in any Nepali kitchen:',
        'Breakfast: three boiled eggs, two rotis and a glass of milk or a bowl of curd.',
        'Lunch: dal bhat with a double serving of dal, chicken or paneer tarkari, and a side of saag.',
        'Snack: a handful of roasted bhatmas and chana with a banana.',
        'Dinner: rice or roti with fish or chicken curry, mixed vegetables and a cup of curd.',
        'Drink at least three litres of water a day, more on training days. Want a plan built around your own goal and body weight? Every OxStrength coaching plan includes one.',
      ],
      action: { label: 'See coaching plans', url: `${config.APP_URL}/coaching` },
    },
  });
}
