import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { NewsletterSubscribeInput } from '@oxstrength/shared/schemas/newsletter';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { welcomeMail } from './newsletter-mail';
import {
  findSubscriberByEmail,
  findSubscriberById,
  insertSubscriber,
  updateSubscriber,
  type SubscriberRow,
} from './newsletter.repository';

type Deps = Pick<FastifyInstance, 'mailer' | 'config'>;

export const SUBSCRIBED =
  'Thank you for subscribing! Your customised recipe and diet plan is on its way to your inbox.';
export const ALREADY_SUBSCRIBED = 'You are already subscribed to our newsletter.';
export const SUBSCRIBED_AGAIN = 'Welcome back! You are subscribed to our newsletter again.';

export const toSubscriber = (s: SubscriberRow) => ({
  _id: s.id,
  email: s.email,
  first_name: s.firstName,
  last_name: s.lastName,
  emailBlacklisted: s.emailBlacklisted,
});

/**
 * Signs an email up. The reply never carries the subscriber record: its id is the secret in the
 * unsubscribe link, and anyone may post any address here. The welcome mail is written in the sign-up's
 * transaction.
 */
export function subscribe(
  { mailer, config }: Deps,
  input: NewsletterSubscribeInput,
): Promise<{ created: boolean; message: string }> {
  const email = input.email.trim().toLowerCase();
  return mailer.transaction(async (tx) => {
    const created = await insertSubscriber(tx, {
      email,
      firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
    });
    if (created) {
      await mailer.enqueue(tx, welcomeMail(config, created, false));
      return { created: true, message: SUBSCRIBED };
    }
    const existing = (await findSubscriberByEmail(tx, email))!;
    if (!existing.emailBlacklisted) return { created: false, message: ALREADY_SUBSCRIBED };
    const again = await updateSubscriber(tx, existing.id, { emailBlacklisted: false });
    await mailer.enqueue(tx, welcomeMail(config, again, true));
    return { created: false, message: SUBSCRIBED_AGAIN };
  });
}

/** Ids are uuids; anything else cannot name a subscriber, so it is simply not found. */
async function requireSubscriber(db: Db, id: string): Promise<SubscriberRow> {
  const row = z.guid().safeParse(id).success ? await findSubscriberById(db, id) : undefined;
  if (!row) throw notFound('Subscriber not found');
  return row;
}

export async function getSubscriber(db: Db, id: string) {
  return toSubscriber(await requireSubscriber(db, id));
}

/** Unsubscribes (blacklisted = true) or resubscribes; asking twice changes nothing. */
export async function setBlacklisted(db: Db, id: string, blacklisted: boolean) {
  const row = await requireSubscriber(db, id);
  if (row.emailBlacklisted === blacklisted) return toSubscriber(row);
  return toSubscriber(await updateSubscriber(db, row.id, { emailBlacklisted: blacklisted }));
}
