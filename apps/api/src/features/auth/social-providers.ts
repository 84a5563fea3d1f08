import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/errors';
import { selfUrl } from '../../lib/self-url';

export const LOGIN_FAILED = 'Login Failed';
export const FACEBOOK_NO_EMAIL = 'Your Facebook account has no email address. Please sign up with email.';
const TIMEOUT_MS = 5000;

export type Provider = 'google' | 'facebook';

/** Who the provider says the token belongs to. */
export interface ProviderIdentity {
  provider: Provider;
  providerId: string;
  email: string;
  name?: string;
  /** Vouched for by the built-in sandbox, not a real provider: it may only sign in to an account it made. */
  sandbox: boolean;
}

/** A provider's server endpoint: the sandbox's is a path on this server, reached over loopback HTTP. */
const endpoint = (app: FastifyInstance, url: string, sandbox: boolean) =>
  sandbox ? `${selfUrl(app)}${url}` : url;

/** GET a provider's JSON; any failure (network, timeout, non-2xx, not JSON) is a failed sign-in. */
async function getJson(
  app: FastifyInstance,
  url: string,
  provider: Provider,
): Promise<Record<string, unknown>> {
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body = await res.json();
    if (!body || typeof body !== 'object') throw new Error('not a JSON object');
    return body as Record<string, unknown>;
  } catch (err) {
    // The URL carries the access token: log only what went wrong.
    app.log.warn({ provider, reason: (err as Error).message }, 'social sign-in: provider call failed');
    throw unauthorized(LOGIN_FAILED);
  }
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;

/** Google: tokeninfo must be for our client id, unexpired, with a verified email. */
export async function googleIdentity(app: FastifyInstance, accessToken: string): Promise<ProviderIdentity> {
  const { clientId, tokeninfoUrl, sandbox } = app.config.social.google;
  const info = await getJson(
    app,
    `${endpoint(app, tokeninfoUrl, sandbox)}?access_token=${encodeURIComponent(accessToken)}`,
    'google',
  );
  const forUs = info.aud === clientId || info.azp === clientId;
  const verified = info.email_verified === true || info.email_verified === 'true';
  const exp = Number(info.exp);
  const unexpired = info.exp === undefined || (Number.isFinite(exp) && exp > Date.now() / 1000);
  if (!forUs || !verified || !unexpired || !nonEmpty(info.sub) || !nonEmpty(info.email))
    throw unauthorized(LOGIN_FAILED);
  return {
    provider: 'google',
    providerId: info.sub,
    email: info.email.trim().toLowerCase(),
    name: nonEmpty(info.name) ? info.name.trim() : undefined,
    sandbox,
  };
}

/** Facebook: debug_token with our app token must say the token is valid and ours; /me gives id, name, email. */
export async function facebookIdentity(app: FastifyInstance, accessToken: string): Promise<ProviderIdentity> {
  const { appId, appSecret, graphUrl, sandbox } = app.config.social.facebook;
  const base = endpoint(app, graphUrl, sandbox);
  const token = encodeURIComponent(accessToken);
  const debug = await getJson(
    app,
    `${base}/debug_token?input_token=${token}&access_token=${encodeURIComponent(`${appId}|${appSecret}`)}`,
    'facebook',
  );
  const data = (debug.data ?? {}) as Record<string, unknown>;
  if (data.app_id !== appId || data.is_valid !== true || !nonEmpty(data.user_id))
    throw unauthorized(LOGIN_FAILED);
  const me = await getJson(app, `${base}/me?fields=id,name,email&access_token=${token}`, 'facebook');
  if (me.id !== data.user_id) throw unauthorized(LOGIN_FAILED);
  // Facebook only returns an email the person has confirmed.
  if (!nonEmpty(me.email)) throw unauthorized(FACEBOOK_NO_EMAIL);
  return {
    provider: 'facebook',
    providerId: me.id,
    email: me.email.trim().toLowerCase(),
    name: nonEmpty(me.name) ? me.name.trim() : undefined,
    sandbox,
  };
}
