import { afterEach, describe, expect, it } from 'vitest';
import type { SocialConfig } from '../../../lib/social-sign-out';
import { authorizeUrl, takePendingSignIn } from './social-sign-in';

const config: SocialConfig = {
  google: { client_id: 'g-client', auth_url: 'http://localhost:3000/sandbox/google/authorize' },
  facebook: { app_id: 'fb-app', auth_url: 'https://www.facebook.com/v19.0/dialog/oauth' },
};

afterEach(() => sessionStorage.clear());

describe('social sign-in', () => {
  it('builds the implicit-flow authorize address for each provider', () => {
    const google = new URL(authorizeUrl('google', config, 'st1'));
    expect(`${google.origin}${google.pathname}`).toBe('http://localhost:3000/sandbox/google/authorize');
    expect(Object.fromEntries(google.searchParams)).toEqual({
      client_id: 'g-client',
      redirect_uri: `${window.location.origin}/auth/callback/google`,
      response_type: 'token',
      scope: 'email profile',
      state: 'st1',
    });
    const facebook = new URL(authorizeUrl('facebook', config, 'st2'));
    expect(facebook.searchParams.get('client_id')).toBe('fb-app');
    expect(facebook.searchParams.get('scope')).toBe('email');
    expect(facebook.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/auth/callback/facebook`,
    );
  });

  it('accepts a callback only with the stored state and provider, once', () => {
    const store = () =>
      sessionStorage.setItem(
        'oauthState',
        JSON.stringify({ state: 'st1', provider: 'google', returnTo: '/x' }),
      );
    store();
    expect(takePendingSignIn('google', 'other')).toBeNull();
    store();
    expect(takePendingSignIn('facebook', 'st1')).toBeNull();
    store();
    expect(takePendingSignIn('google', 'st1')).toEqual({ state: 'st1', provider: 'google', returnTo: '/x' });
    expect(takePendingSignIn('google', 'st1')).toBeNull();
  });
});
