// Starts an SMTP sink and the real product on a fresh embedded database, for the Playwright run.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { faketimeEnv } from '../../scripts/test-clock.mjs';

// The same defaults as support/constants.ts.
const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2599);
const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
const mailDir = path.join(tmp, 'mail');
const dataDir = path.join(tmp, 'data');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let seq = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const file = path.join(mailDir, `${Date.now()}-${String(++seq).padStart(4, '0')}.json`);
        const to = [mail.to]
          .flat()
          .flatMap((a) => a?.value ?? [])
          .map((v) => v.address);
        writeFileSync(file, JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html }));
        callback();
      })
      .catch(callback);
  },
});
sink.listen(SMTP_PORT, '127.0.0.1');

const server = spawn('npm', ['run', 'start', '-w', '@oxstrength/api'], {
  cwd: path.resolve(root, '..'),
  stdio: 'inherit',
  env: {
    ...process.env,
    // The demo, as `npm start` runs it: the journeys pay through the sandboxes.
    NODE_ENV: 'development',
    SANDBOX: 'on',
    PORT: String(E2E_PORT),
    APP_URL: `http://localhost:${E2E_PORT}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000',
    FORM_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
    // A run at a moved clock (scripts/test-clock.mjs, support/clock.ts): the server and its database run on it.
    ...faketimeEnv(Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0)),
  },
});
const stop = () => {
  server.kill('SIGTERM');
  sink.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  sink.close();
  process.exit(code ?? 0);
});
