import path from 'node:path';

// Settable, so two runs (two checkouts) can share a machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2599);
/** Where the SMTP sink writes each received mail as JSON. */
export const MAIL_DIR = path.resolve(import.meta.dirname, '../.tmp/mail');
