import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { contactQuerySchema } from '@oxstrength/shared/schemas/contact';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { renderMail } from '../../lib/mail-layout';
import { findContactInformation, insertContactMessage } from './contact.repository';

type Deps = Pick<FastifyInstance, 'mailer' | 'config'>;
type ContactQuery = z.output<typeof contactQuerySchema>;

export async function getContactInformation(db: Db) {
  const row = await findContactInformation(db);
  if (!row) throw notFound('Contact information not found');
  const { facebook, twitter, instagram } = row.social;
  return {
    email: row.email,
    contact_num: row.contactNum,
    address: row.address,
    open_hours: row.openHours,
    social: { facebook, twitter, instagram },
  };
}

/** Blank lines in the message separate paragraphs; text stays text (renderMail escapes it). */
const paragraphsOf = (message: string) =>
  message
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * Stores the enquiry, tells staff (the sender's address is shown so they can reply) and acknowledges it to
 * the sender, in one transaction: both mails exist exactly when the enquiry does. The acknowledgement repeats
 * only the subject, not the message, so the form cannot be used to mail arbitrary text to arbitrary addresses.
 */
export function sendEnquiry({ mailer, config }: Deps, q: ContactQuery) {
  return mailer.transaction((tx) => enquire(tx, { mailer, config }, q));
}

async function enquire(tx: Tx, { mailer, config }: Deps, q: ContactQuery) {
  const stored = await insertContactMessage(tx, q);

  const staff = renderMail({
    heading: `New enquiry: ${q.subject}`,
    paragraphs: [
      `From: ${q.name} <${q.email}>`,
      `Reply to: ${q.email}`,
      `Subject: ${q.subject}`,
      ...paragraphsOf(q.message),
    ],
    footer: { text: `Enquiry ${stored.id}, sent through the contact form at ${config.APP_URL}/contact.` },
  });
  await mailer.enqueue(tx, {
    to: config.STAFF_EMAIL,
    subject: `Contact enquiry: ${q.subject}`,
    kind: 'contact-enquiry',
    ...staff,
  });

  const ack = renderMail({
    heading: `Thank you, ${q.name}`,
    paragraphs: [
      `We have received your enquiry "${q.subject}". Our support team answers every enquiry, usually within one working day.`,
      `If your question is about an order, keep your order number at hand. You can also write to us at ${config.STAFF_EMAIL}.`,
    ],
    action: { label: 'Visit OxStrength', url: config.APP_URL },
  });
  await mailer.enqueue(tx, {
    to: q.email,
    subject: 'We have received your enquiry',
    kind: 'contact-acknowledgement',
    ...ack,
  });
}
