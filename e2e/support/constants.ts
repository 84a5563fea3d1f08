import path from 'node:path';

export const E2E_PORT = 3199;
export const SMTP_PORT = 2599;
/** Where the SMTP sink writes each received mail as JSON. */
export const MAIL_DIR = path.resolve(import.meta.dirname, '../.tmp/mail');
