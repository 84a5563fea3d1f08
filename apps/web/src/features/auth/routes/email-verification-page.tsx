import { Alert, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { GENERIC_ERROR } from '@oxstrength/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, verifyEmail } from '../api/auth-api';
import { CenteredCard } from '../components/centered-card';

type Outcome = { kind: 'verifying' } | { kind: 'already' } | { kind: 'failed'; message: string };

/** Opened from the verification mail: /email/verification?email=...&verification_code=... */
export function Component() {
  usePageTitle('Verify email | OxStrength');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email');
  const code = params.get('verification_code');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });
  // The code works once; StrictMode runs effects twice in development, so the call is made only once.
  const sent = useRef(false);

  useEffect(() => {
    if (!email || !code || sent.current) return;
    sent.current = true;
    verifyEmail({ email, verification_code: code })
      .then(() => navigate('/email-verified', { replace: true }))
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 409 && err.body.already_verified === true) {
          setOutcome({ kind: 'already' });
        } else {
          setOutcome({ kind: 'failed', message: failureMessage(err, GENERIC_ERROR) });
        }
      });
  }, [email, code, navigate]);

  let body;
  if (!email || !code) {
    body = (
      <Alert color="red" variant="light" role="alert">
        No email or token was found
      </Alert>
    );
  } else if (outcome.kind === 'verifying') {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Verifying your email......</Text>
      </Group>
    );
  } else if (outcome.kind === 'already') {
    body = (
      <Alert color="blue" variant="light" role="status">
        Email is already verified.
      </Alert>
    );
  } else {
    body = (
      <Alert color="red" variant="light" role="alert">
        There is problem while verifying your account, Reason: {outcome.message}
      </Alert>
    );
  }

  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={1} fz="h2">
          Email Verification
        </Title>
        {body}
        <Box>
          <Button component={Link} to="/" variant="default">
            Go To Homepage
          </Button>
        </Box>
      </Stack>
    </CenteredCard>
  );
}
