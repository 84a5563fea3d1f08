import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Tx } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { claimDueMails, markAttemptFailed, markSent } from './mail-delivery';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for (verification, password-reset, newsletter-welcome, ...). */
  kind: string;
}

/**
 * The outbox (decision 025, 038): every mail is written with the decision that causes it, in its transaction,
 * and only the delivery job below talks to the SMTP server. There is no send outside it.
 */
export interface Mailer {
  /**
   * Runs `decide` in one transaction and wakes delivery once it committed: the mails it `enqueue`s exist
   * exactly when its writes do. An area's own `db.transaction` inside it becomes a savepoint of this one.
   */
  transaction<T>(decide: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Writes the mail to the outbox inside the caller's transaction. Inside `transaction` delivery is woken
   * after the commit; a caller that opened the transaction itself calls `kick()` after its commit.
   */
  enqueue(tx: Tx, mail: OutgoingMail): Promise<{ id: string }>;
  /** Starts a delivery round now instead of at the next sweep. */
  kick(): void;
  /** Resolves when the delivery rounds started so far have finished (tests and shutdown). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Mails per claim; a round claims until nothing is due. */
const BATCH = 10;

/**
 * Mail: every mail is a row of `mail_outbox` (staff read it when no SMTP server is configured). With SMTP_URL,
 * a job delivers the queued rows: at once when a mail's transaction committed (or on a kick), and every
 * MAIL_SWEEP_SECONDS for retries (backoff MAIL_RETRY_BASE_SECONDS doubling, MAIL_MAX_ATTEMPTS) and for mails
 * left by a stopped process (decision 025).
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { SMTP_URL, MAIL_FROM, MAIL_SWEEP_SECONDS, MAIL_RETRY_BASE_SECONDS, MAIL_MAX_ATTEMPTS } = app.config;
  // Bounded waits: a hung SMTP server must not hold a round past its lease.
  const transport: Transporter | null = SMTP_URL
    ? nodemailer.createTransport({
        url: SMTP_URL,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      })
    : null;
  const policy = { maxAttempts: MAIL_MAX_ATTEMPTS, baseSeconds: MAIL_RETRY_BASE_SECONDS };

  let round: Promise<void> | undefined;
  let again = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  const deliverDue = async () => {
    for (;;) {
      const due = await claimDueMails(app.db, BATCH);
      for (const mail of due) {
        try {
          await transport!.sendMail({
            from: MAIL_FROM,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
          await markSent(app.db, mail.id);
          app.metrics.mails.inc({ outcome: 'sent' });
        } catch (err) {
          app.metrics.mails.inc({ outcome: 'failed' });
          const message = String((err as Error).message);
          app.log.error(
            { mailId: mail.id, kind: mail.kind, attempt: mail.attempts, message },
            'mail delivery failed',
          );
          await markAttemptFailed(app.db, mail, message, policy);
        }
      }
      if (due.length < BATCH) return;
    }
  };

  /** One round at a time; a kick during a round runs one more after it. */
  const kick = () => {
    if (!transport || closing) return;
    if (round) {
      again = true;
      return;
    }
    round = deliverDue()
      .catch((err: unknown) => app.log.error({ err }, 'mail delivery round failed'))
      .finally(() => {
        round = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  };

  const sweep = () => {
    if (closing || !transport) return;
    timer = setTimeout(() => {
      kick();
      sweep();
    }, MAIL_SWEEP_SECONDS * 1000);
    timer.unref();
  };

  const enqueue = async (tx: Tx, mail: OutgoingMail) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({ ...mail, status: transport ? 'queued' : 'stored' })
      .returning({ id: mailOutbox.id });
    return row!;
  };

  const mailer: Mailer = {
    async transaction(decide) {
      const result = await app.db.transaction(decide);
      kick();
      return result;
    },
    enqueue,
    kick,
    async drain() {
      while (round) await round;
    },
  };

  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => {
    sweep();
    kick(); // mails a previous process left queued
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(timer);
    await mailer.drain();
    transport?.close();
  });
});
