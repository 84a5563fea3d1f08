import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Tx } from '../db/client';
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

export interface Mailer {
  /** Stores the mail and starts delivering it over SMTP when configured. Resolves once stored. */
  send(mail: OutgoingMail): Promise<{ id: string }>;
  /**
   * Writes the mail to the outbox inside the caller's transaction: it exists exactly when what it tells of was
   * committed, and the job delivers it with retries. Call `kick()` after the commit to send it at once.
   */
  enqueue(tx: Tx | Db, mail: OutgoingMail): Promise<{ id: string }>;
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
 * a job delivers the queued rows: at once when a mail is sent or kicked, and every MAIL_SWEEP_SECONDS for
 * retries (backoff MAIL_RETRY_BASE_SECONDS doubling, MAIL_MAX_ATTEMPTS) and for mails left by a stopped
 * process (decision 025).
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
        } catch (err) {
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

  const store = async (db: Tx | Db, mail: OutgoingMail) => {
    const [row] = await db
      .insert(mailOutbox)
      .values({ ...mail, status: transport ? 'queued' : 'stored' })
      .returning({ id: mailOutbox.id });
    return row!;
  };

  const mailer: Mailer = {
    async send(mail) {
      const row = await store(app.db, mail);
      app.log.info({ mailId: row.id, kind: mail.kind }, 'mail stored');
      kick();
      return row;
    },
    enqueue: store,
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
