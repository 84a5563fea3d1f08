import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

/**
 * The outbox's delivery, as SQL (decision 025). A round claims due mails with SKIP LOCKED (so two server
 * processes never send the same mail at once), counts the attempt and leases the row for LEASE_SECONDS: a
 * process that dies mid-send leaves it to be sent again once the lease runs out.
 */
export const LEASE_SECONDS = 120;
/** The longest wait between two attempts. */
const MAX_BACKOFF_SECONDS = 3600;

export interface ClaimedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  attempts: number;
}

export async function claimDueMails(db: Db, limit: number): Promise<ClaimedMail[]> {
  const result = (await db.execute(sql`
    update ${mailOutbox}
       set attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
     where id in (select id from ${mailOutbox}
                   where status = 'queued' and next_attempt_at <= now()
                   order by next_attempt_at
                   limit ${limit}
                   for update skip locked)
     returning id, "to", subject, text, html, kind, attempts`)) as unknown as { rows: ClaimedMail[] };
  return result.rows;
}

export const markSent = (db: Db, id: string) =>
  db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));

/** After a failed attempt: again after the backoff, or failed for good once the attempts are used up. */
export function markAttemptFailed(
  db: Db,
  mail: ClaimedMail,
  error: string,
  policy: { maxAttempts: number; baseSeconds: number },
) {
  const last = mail.attempts >= policy.maxAttempts;
  const waitSeconds = Math.min(policy.baseSeconds * 2 ** (mail.attempts - 1), MAX_BACKOFF_SECONDS);
  return db
    .update(mailOutbox)
    .set({
      status: last ? 'failed' : 'queued',
      error: error.slice(0, 500),
      nextAttemptAt: new Date(Date.now() + waitSeconds * 1000),
    })
    .where(eq(mailOutbox.id, mail.id));
}
