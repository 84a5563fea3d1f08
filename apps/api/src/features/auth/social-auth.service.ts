import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/errors';
import {
  createUser,
  findUserByEmail,
  findUserByProviderId,
  linkProvider,
  type UserRow,
} from '../users/users.service';
import { signedIn } from './auth.service';
import {
  facebookIdentity,
  googleIdentity,
  LOGIN_FAILED,
  type Provider,
  type ProviderIdentity,
} from './social-providers';

/** A sandbox identity asked for an account it did not make (demo mode only). */
export const SANDBOX_EXISTING_ACCOUNT =
  'The demo sign-in cannot open an existing account. Please sign in with your email and password.';

export async function socialSignIn(app: FastifyInstance, provider: Provider, accessToken: string) {
  const identity =
    provider === 'google' ? await googleIdentity(app, accessToken) : await facebookIdentity(app, accessToken);
  const user = await accountFor(app, identity);
  return signedIn(app, user, provider);
}

/**
 * The account a provider identity signs in to: the one already linked to it; else the one with its
 * (provider-verified) email, which gets linked; else a new verified Client account without a password.
 * A sandbox identity is anyone's typed email, so it never links to an existing account: it signs in only to
 * the Client account it made itself, kept under a `sandbox:` id that no real provider id can equal.
 */
async function accountFor(app: FastifyInstance, identity: ProviderIdentity): Promise<UserRow> {
  const { provider, email } = identity;
  const providerId = identity.sandbox ? `sandbox:${identity.providerId}` : identity.providerId;
  // Two tries: a concurrent first sign-in with the same identity may create the account between our reads.
  for (let attempt = 0; attempt < 2; attempt++) {
    const linked = await findUserByProviderId(app.db, provider, providerId);
    if (linked) {
      if (identity.sandbox && linked.userType !== 'Client') throw unauthorized(SANDBOX_EXISTING_ACCOUNT);
      return linked;
    }

    const byEmail = await findUserByEmail(app.db, email);
    if (byEmail) {
      if (identity.sandbox) throw unauthorized(SANDBOX_EXISTING_ACCOUNT);
      const existingId = provider === 'google' ? byEmail.googleId : byEmail.facebookId;
      // The address now belongs to a different account at the provider than the one linked before.
      if (existingId && existingId !== providerId) throw unauthorized(LOGIN_FAILED);
      return linkProvider(app.db, byEmail, provider, providerId);
    }

    const created = await createUser(app.db, {
      name: identity.name?.slice(0, 100) || nameFromEmail(email),
      email,
      userType: 'Client',
      emailVerifiedAt: new Date(),
      ...(provider === 'google' ? { googleId: providerId } : { facebookId: providerId }),
    });
    if (created.ok) return created.user;
  }
  throw unauthorized(LOGIN_FAILED);
}

/** "ram.bahadur_thapa@x.com" -> "Ram Bahadur Thapa", for providers that give no name. */
function nameFromEmail(email: string): string {
  const words = email
    .split('@')[0]
    .split(/[._+-]+/)
    .filter(Boolean);
  return (
    words
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ')
      .slice(0, 100) || 'OxStrength User'
  );
}

export function socialConfig(app: FastifyInstance) {
  const { google, facebook } = app.config.social;
  return {
    google: { client_id: google.clientId, auth_url: google.authUrl },
    facebook: { app_id: facebook.appId, auth_url: facebook.authUrl },
  };
}
