import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailOutbox } from '../db/schema/mail';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for (verification, password-reset, newsletter-welcome, ...). */
  kind: string;
}

export interface Mailer {
  /** Stores the mail, then sends it over SMTP when configured. Resolves once stored; sending goes on. */
  send(mail: OutgoingMail): Promise<{ id: string }>;
  /** Resolves when every send started so far has finished (tests and shutdown). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { SMTP_URL, MAIL_FROM } = app.config;
  const transport: Transporter | null = SMTP_URL ? nodemailer.createTransport(SMTP_URL) : null;
  const inFlight = new Set<Promise<void>>();

  const deliver = async (id: string, mail: OutgoingMail) => {
    try {
      await transport!.sendMail({
        from: MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await app.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(eq(mailOutbox.id, id));
    } catch (err) {
      app.log.error({ err, mailId: id, kind: mail.kind }, 'mail delivery failed');
      await app.db
        .update(mailOutbox)
        .set({ status: 'failed', error: String((err as Error).message).slice(0, 500) })
        .where(eq(mailOutbox.id, id))
        .catch(() => undefined);
    }
  };

  const mailer: Mailer = {
    async send(mail) {
      const [row] = await app.db
        .insert(mailOutbox)
        .values({ ...mail, status: transport ? 'queued' : 'stored' })
        .returning({ id: mailOutbox.id });
      app.log.info({ mailId: row.id, kind: mail.kind }, 'mail stored');
      if (transport) {
        const p = deliver(row.id, mail).finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      return row;
    },
    async drain() {
      await Promise.all([...inFlight]);
    },
  };

  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.drain();
    transport?.close();
  });
});
