import type { LoginSource } from '@oxstrength/shared/constants';
import { api } from './api-client';

/** GET /auth/social/config: what the browser needs to start each provider's sign-in. */
export interface SocialConfig {
  google: { client_id: string | null; auth_url: string };
  facebook: { app_id: string | null; auth_url: string };
}

/** The built-in sandbox answers under /sandbox/... when a provider has no live credentials. */
export const isSandboxUrl = (url: string) => {
  try {
    return new URL(url, window.location.origin).pathname.startsWith('/sandbox');
  } catch {
    return true;
  }
};

const GOOGLE_TOKEN_KEY = 'googleAccessToken';

/** Kept after a Google sign-in so logout can revoke it at Google. */
export const rememberGoogleAccessToken = (token: string) => localStorage.setItem(GOOGLE_TOKEN_KEY, token);

/**
 * Logout from the provider (spec: "For Google logins it also signs out of the Google provider"): a
 * best-effort revoke of the Google access token, only when a live Google client is configured.
 */
export async function signOutOfProvider(source: LoginSource | null): Promise<void> {
  const token = localStorage.getItem(GOOGLE_TOKEN_KEY);
  localStorage.removeItem(GOOGLE_TOKEN_KEY);
  if (source !== 'google' || !token) return;
  try {
    const config = await api<SocialConfig>('/auth/social/config');
    if (!config.google?.client_id || isSandboxUrl(config.google.auth_url)) return;
    await fetch('https://oauth2.googleapis.com/revoke', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    // Best effort: our own session is already cleared.
  }
}
