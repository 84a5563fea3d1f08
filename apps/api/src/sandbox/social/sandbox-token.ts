import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config/env';

/** Tokens of the sandbox providers, used when no live Google / Facebook credentials exist. */
export const SANDBOX_TOKEN_TTL_SECONDS = 3600;

export type SandboxProvider = 'google' | 'facebook';

export interface SandboxTokenPayload {
  provider: SandboxProvider;
  /** The provider's user id: stable per email. */
  sub: string;
  /** Absent for a Facebook account without an email address. */
  email?: string;
  name: string;
  /** The client id (Google) or app id (Facebook) the token was issued to. */
  aud: string;
  /** Seconds since the epoch. */
  exp: number;
}

const sandboxKey = (config: Config) =>
  createHmac('sha256', config.JWT_SECRET).update('sandbox-social').digest();
const mac = (config: Config, data: string) => createHmac('sha256', sandboxKey(config)).update(data).digest();

/** A numeric user id derived from the email, like the providers' ids. */
export function sandboxSubject(config: Config, provider: SandboxProvider, email: string): string {
  const digits = mac(config, `${provider}:${email.toLowerCase()}`).readBigUInt64BE(0).toString();
  return `1${digits.padStart(20, '0')}`;
}

/** A self-contained access token: base64url(JSON payload) and its HMAC. */
export function signSandboxToken(config: Config, payload: SandboxTokenPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `sbx.${body}.${mac(config, body).toString('base64url')}`;
}

export type SandboxTokenCheck =
  | { ok: true; payload: SandboxTokenPayload }
  | { ok: false; reason: 'malformed' | 'expired'; payload?: SandboxTokenPayload };

/** Checks a token's signature, provider and expiry. */
export function readSandboxToken(
  config: Config,
  token: string,
  provider: SandboxProvider,
): SandboxTokenCheck {
  const [prefix, body, signature, ...rest] = token.split('.');
  if (prefix !== 'sbx' || !body || !signature || rest.length) return { ok: false, reason: 'malformed' };
  const expected = mac(config, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'malformed' };
  let payload: SandboxTokenPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (payload.provider !== provider) return { ok: false, reason: 'malformed' };
  if (!(payload.exp > Date.now() / 1000)) return { ok: false, reason: 'expired', payload };
  return { ok: true, payload };
}
