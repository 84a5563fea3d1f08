import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SocialConfig } from '../../../lib/social-sign-out';
import type { SocialProvider } from './auth-api';

export const socialConfigQuery = queryOptions({
  queryKey: ['auth', 'social-config'],
  queryFn: () => api<SocialConfig>('/auth/social/config'),
  staleTime: 60 * 60_000,
});

const STATE_KEY = 'oauthState';

interface PendingSignIn {
  state: string;
  provider: SocialProvider;
  returnTo: string;
}

const callbackUrl = (provider: SocialProvider) => `${window.location.origin}/auth/callback/${provider}`;

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The provider's authorize address for the implicit flow, coming back to /auth/callback/{provider}. */
export function authorizeUrl(provider: SocialProvider, config: SocialConfig, state: string): string {
  const { authUrl, clientId } =
    provider === 'google'
      ? { authUrl: config.google.auth_url, clientId: config.google.client_id }
      : { authUrl: config.facebook.auth_url, clientId: config.facebook.app_id };
  const params = new URLSearchParams({
    client_id: clientId ?? '',
    redirect_uri: callbackUrl(provider),
    response_type: 'token',
    scope: provider === 'google' ? 'email profile' : 'email',
    state,
  });
  return `${authUrl}${authUrl.includes('?') ? '&' : '?'}${params}`;
}

/**
 * Starts the OAuth 2.0 implicit flow (decisions/003): remembers a random `state` and where to return,
 * then leaves for the provider's authorize page.
 */
export function startSocialSignIn(provider: SocialProvider, config: SocialConfig, returnTo: string) {
  const state = randomState();
  const pending: PendingSignIn = { state, provider, returnTo };
  sessionStorage.setItem(STATE_KEY, JSON.stringify(pending));
  window.location.assign(authorizeUrl(provider, config, state));
}

/** Reads and forgets the pending sign-in; returns it only when `state` and provider match. */
export function takePendingSignIn(provider: string, state: string | null): PendingSignIn | null {
  const raw = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  if (!raw || !state) return null;
  try {
    const pending = JSON.parse(raw) as PendingSignIn;
    return pending.state === state && pending.provider === provider ? pending : null;
  } catch {
    return null;
  }
}
