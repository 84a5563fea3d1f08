import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

/**
 * Reading the outbox (the mail plugin owns `mail_outbox`): the demo's mailbox (`/sandbox/mail`, SANDBOX=on only)
 * lists every mail it holds, whatever its delivery status, newest first.
 */

export interface OutboxSummary {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: string;
  createdAt: Date;
}

export interface OutboxMail extends OutboxSummary {
  text: string;
  html: string;
  sentAt: Date | null;
}

const summary = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  createdAt: mailOutbox.createdAt,
};

export async function listOutbox(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ mails: OutboxSummary[]; total: number }> {
  const [mails, [total]] = await Promise.all([
    db
      .select(summary)
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  return { mails, total: total?.n ?? 0 };
}

export async function findOutboxMail(db: Db, id: string): Promise<OutboxMail | undefined> {
  const [mail] = await db
    .select({ ...summary, text: mailOutbox.text, html: mailOutbox.html, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return mail;
}
