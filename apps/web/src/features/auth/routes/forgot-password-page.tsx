import { Alert, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { forgotPasswordSchema } from '@oxstrength/shared/schemas/auth';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { OffersBanner } from '../../../components/offers-banner';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import { forgotPassword } from '../api/auth-api';
import { CenteredCard } from '../components/centered-card';
import { EmailField } from '../../../components/contact-fields';

/** The server's exact answer for an unknown email (spec part 1 section 8). */
const USER_NOT_FOUND = 'User not found';

export function Component() {
  usePageTitle('Forgot password | OxStrength');
  const navigate = useNavigate();
  const form = useZodForm(forgotPasswordSchema, { email: '' });
  const [submitting, setSubmitting] = useState(false);
  const [unknownEmail, setUnknownEmail] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ email }) => {
    setSubmitting(true);
    try {
      const reply = await forgotPassword(email);
      notifySuccess(reply.message);
      void navigate('/login');
    } catch (err) {
      setSubmitting(false);
      if (err instanceof ApiError && err.message === USER_NOT_FOUND) setUnknownEmail(email);
      else notifyError(err);
    }
  });

  return (
    <>
      <CenteredCard>
        {unknownEmail ? (
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              <Title order={1} fz="h3">
                OOPS PROBLEM OCCURRED
              </Title>
              <Text mt="xs">
                The email <strong>{unknownEmail}</strong> is not associated with any registered email.
              </Text>
            </Alert>
            <Box>
              <Button onClick={() => setUnknownEmail(null)}>Try again</Button>
            </Box>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Forgot password">
            <Stack gap="md">
              <Title order={1} fz="h2">
                FORGOT PASSWORD?
              </Title>
              <Text c="dimmed">
                Enter the email address of your account and we will send you instructions to reset your
                password.
              </Text>
              <EmailField placeholder="Email Address" withAsterisk {...form.getInputProps('email')} />
              <Button type="submit" loading={submitting} disabled={submitting || !form.isValid}>
                SEND INSTRUCTIONS
              </Button>
            </Stack>
          </form>
        )}
      </CenteredCard>
      <Container size="lg">
        <OffersBanner kind="all" />
      </Container>
    </>
  );
}
