import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { rememberGoogleAccessToken } from '../../../lib/social-sign-out';
import { checkSocialToken, failureMessage, type SocialProvider } from '../api/auth-api';
import { takePendingSignIn } from '../api/social-sign-in';
import { CenteredCard } from '../components/centered-card';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

const LOGIN_FAILED = 'Login Failed';
const isProvider = (p: string | undefined): p is SocialProvider => p === 'google' || p === 'facebook';

/** The provider sends the browser back here: /auth/callback/{provider}#access_token=...&state=... */
export function Component() {
  usePageTitle('Signing in | OxStrength');
  const { provider } = useParams();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  const [error, setError] = useState<string | null>(null);
  // The access token is single-use for us; StrictMode runs effects twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
    const query = new URLSearchParams(location.search);
    const param = (name: string) => hash.get(name) ?? query.get(name);

    const pending = takePendingSignIn(provider ?? '', param('state'));
    const providerError = param('error_description') ?? param('error');
    const accessToken = hash.get('access_token');
    if (providerError) return setError(providerError);
    if (!isProvider(provider) || !pending || !accessToken) return setError(LOGIN_FAILED);

    checkSocialToken(provider, accessToken)
      .then(({ token, user }) => {
        if (provider === 'google') rememberGoogleAccessToken(accessToken);
        completeSignIn(token, user, provider, pending.returnTo);
      })
      .catch((err: unknown) => setError(failureMessage(err, LOGIN_FAILED)));
  }, [provider, location.hash, location.search, completeSignIn]);

  return (
    <CenteredCard>
      {error ? (
        <Stack gap="md">
          <Title order={1} fz="h2">
            {LOGIN_FAILED}
          </Title>
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
          <Anchor component={Link} to="/login">
            Back to login
          </Anchor>
        </Stack>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Signing you in...</Text>
        </Group>
      )}
    </CenteredCard>
  );
}
