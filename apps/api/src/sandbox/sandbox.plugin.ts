import type { FastifyInstance } from 'fastify';
import { esewaSandboxRoutes } from './payments/esewa-sandbox.routes';
import { fonepaySandboxRoutes } from './payments/fonepay-sandbox.routes';
import { khaltiSandboxRoutes } from './payments/khalti-sandbox.routes';
import { socialSandboxRoutes } from './social/social-sandbox.routes';
import { mailboxRoutes } from './mail/mailbox.routes';
import { SANDBOX_MAILBOX_PATH } from '@oxstrength/shared/constants';

/**
 * The fake providers (payments and social sign-in), each mounted only for a provider without live credentials,
 * and the demo's mailbox (every mail of the outbox, at /sandbox/mail), all only when SANDBOX=on (config refuses that with NODE_ENV=production; this checks again). Production code
 * never imports this folder: only app.ts does, to mount it.
 */
export async function sandboxPlugin(app: FastifyInstance) {
  const { sandboxed, NODE_ENV, SANDBOX } = app.config;
  if (NODE_ENV === 'production' || SANDBOX !== 'on')
    throw new Error('the sandboxes are never mounted in production');
  if (sandboxed.includes('esewa')) await app.register(esewaSandboxRoutes, { prefix: '/sandbox/esewa' });
  if (sandboxed.includes('fonepay')) await app.register(fonepaySandboxRoutes, { prefix: '/sandbox/fonepay' });
  if (sandboxed.includes('khalti')) await app.register(khaltiSandboxRoutes, { prefix: '/sandbox/khalti' });
  if (sandboxed.includes('google') || sandboxed.includes('facebook')) await app.register(socialSandboxRoutes);
  await app.register(mailboxRoutes, { prefix: SANDBOX_MAILBOX_PATH });
}
