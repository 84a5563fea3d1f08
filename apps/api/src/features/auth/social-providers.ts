import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../lib/errors';
import { selfUrl } from '../../lib/self-url';
import {
  SANDBOX_FACEBOOK_APP_ID,
  SANDBOX_GOOGLE_CLIENT_ID,
  sandboxFacebookAppSecret,
} from '../social-sandbox/sandbox-token';

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
}

/** Live credentials and endpoints when configured, else the built-in sandbox reached over loopback HTTP. */
export function googleSettings(app: FastifyInstance) {
  const { config } = app;
  return config.sandbox.google
    ? {
        clientId: SANDBOX_GOOGLE_CLIENT_ID,
        authUrl: '/sandbox/google/authorize',
        tokeninfoUrl: () => `${selfUrl(app)}/sandbox/google/tokeninfo`,
      }
    : {
        clientId: config.GOOGLE_CLIENT_ID!,
        authUrl: config.GOOGLE_AUTH_URL,
        tokeninfoUrl: () => config.GOOGLE_TOKENINFO_URL,
      };
}

export function facebookSettings(app: FastifyInstance) {
  const { config } = app;
  return config.sandbox.facebook
    ? {
        appId: SANDBOX_FACEBOOK_APP_ID,
        appSecret: sandboxFacebookAppSecret(config),
        authUrl: '/sandbox/facebook/dialog/oauth',
        graphUrl: () => `${selfUrl(app)}/sandbox/facebook`,
      }
    : {
        appId: config.FACEBOOK_APP_ID!,
        appSecret: config.FACEBOOK_APP_SECRET!,
        authUrl: config.FACEBOOK_AUTH_URL,
        graphUrl: () => config.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
      };
}

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
  const { clientId, tokeninfoUrl } = googleSettings(app);
  const info = await getJson(
    app,
    `${tokeninfoUrl()}?access_token=${encodeURIComponent(accessToken)}`,
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
  };
}

/** Facebook: debug_token with our app token must say the token is valid and ours; /me gives id, name, email. */
export async function facebookIdentity(app: FastifyInstance, accessToken: string): Promise<ProviderIdentity> {
  const { appId, appSecret, graphUrl } = facebookSettings(app);
  const base = graphUrl();
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
  };
}
