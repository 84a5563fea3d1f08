import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseOnDisk } from '../../test/database-on-disk';
import { childConfig, forkServer } from '../../test/server-child';
import { closedSmtpUrl, startSmtpSink } from '../../test/smtp-sink';
import { auth, createTestApp } from '../../test/test-app';
import { until } from '../../test/until';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import { subscriptions } from '../db/schema/subscriptions';
import { activeSubscription } from '../features/training/template-training-fixtures';
import { makeUser } from '../features/trainers/trainer-fixtures';

/**
 * A staff decision's mail is written in the decision's transaction (decision 038): it survives an SMTP server
 * that is down and a server killed (SIGKILL) right after the commit, and is delivered exactly once.
 */

const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

const INACTIVE_SUBJECT = /Subject: .+ is now inactive/;

describe('a staff decision while the SMTP server is down', () => {
  it('is mailed once the SMTP server is back, exactly once', async () => {
    const first = await startSmtpSink();
    await first.close(); // SMTP is down from here on
    const t = await createTestApp({
      SMTP_URL: first.url,
      MAIL_SWEEP_SECONDS: '1',
      MAIL_RETRY_BASE_SECONDS: '1',
    });
    closing.push(() => t.close());
    const admin = await makeUser(t.db, { userType: 'Admin' });
    const { client, sub } = await activeSubscription(t.app, 2);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/template-subscriptions/${sub.id}/inactive`,
      headers: auth(t.app.issueToken(admin)),
      payload: { reason: 'Travelling' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Subscription made inactive' });
    await t.app.mailer.drain();
    const mailTo = async () =>
      (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, client.email)))[0];
    const refused = await mailTo();
    expect(refused).toMatchObject({ kind: 'staff-made-inactive', status: 'queued' });
    expect(refused!.error).toContain('ECONNREFUSED');

    const sink = await startSmtpSink(first.port); // SMTP is back
    closing.push(() => sink.close());
    expect(await until(mailTo, (m) => m?.status === 'sent')).toMatchObject({ status: 'sent' });
    // A sweep more: nothing is sent twice.
    await new Promise((r) => setTimeout(r, 1500));
    await t.app.mailer.drain();
    const received = sink.received.filter((m) => m.to.includes(client.email));
    expect(received).toHaveLength(1);
    expect(received[0].data).toMatch(INACTIVE_SUBJECT);
    expect(received[0].data).toContain('Travelling');
  }, 60_000);
});

describe(`a server killed right after a staff decision committed (${inject('dbTemplate').kind})`, () => {
  it('loses no mail: the next server delivers it, once', async () => {
    const disk = await databaseOnDisk();
    closing.push(disk.drop);
    const config = childConfig({ SMTP_URL: await closedSmtpUrl(), MAIL_SWEEP_SECONDS: '1' });

    // Set up on the database, then leave it to the child (a PGlite folder has one process at a time).
    let database = await openDatabase(disk.options);
    let app = await buildApp({ config, database, serveWeb: false });
    await app.ready();
    const admin = await makeUser(database.db, { userType: 'Admin' });
    const token = await app.startSession(admin);
    const { client, sub } = await activeSubscription(app, 2);
    await app.close();
    await database.close();

    const child = forkServer('crashing-server.ts', disk.options, config);
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    const next = () => new Promise<unknown>((resolve) => child.once('message', resolve));
    const { port } = (await next()) as { port: number };
    const armed = next();
    child.send('arm');
    await armed;

    const reply = await fetch(
      `http://127.0.0.1:${port}/api/v1/staff/template-subscriptions/${sub.id}/inactive`,
      {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Travelling' }),
      },
    ).catch((err: unknown) => err);
    // The process died before it could answer.
    expect(reply).toBeInstanceOf(Error);
    expect(await exited).toBe('SIGKILL');

    // The next server, on the same database, with a working SMTP server.
    const sink = await startSmtpSink();
    closing.push(() => sink.close());
    database = await openDatabase(disk.options);
    app = await buildApp({ config: { ...config, SMTP_URL: sink.url }, database, serveWeb: false });
    await app.ready();
    closing.push(async () => {
      await app.close();
      await database.close();
    });
    const [decided] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(decided).toMatchObject({ status: 'Inactive', statusReason: 'Travelling' });

    const mails = () =>
      database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, client.email), eq(mailOutbox.kind, 'staff-made-inactive')));
    const sent = await until(mails, (rows) => rows[0]?.status === 'sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ status: 'sent', attempts: 1 });
    await new Promise((r) => setTimeout(r, 1500));
    await app.mailer.drain();
    expect(sink.received.filter((m) => m.to.includes(client.email))).toHaveLength(1);
  }, 90_000);
});
