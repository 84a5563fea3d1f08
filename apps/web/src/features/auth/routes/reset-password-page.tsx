import { Box, Button, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { resetPasswordFormSchema } from '@oxstrength/shared/schemas/auth';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import { resetPassword } from '../api/auth-api';
import { CenteredCard } from '../components/centered-card';

/** Opened from the reset mail: /reset-password?email=...&reset_token=... */
export function Component() {
  usePageTitle('Reset password | OxStrength');
  const [params] = useSearchParams();
  const email = params.get('email');
  const resetToken = params.get('reset_token');
  const form = useZodForm(resetPasswordFormSchema, { password: '', password_confirmation: '' });
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  if (!email || !resetToken) return <Navigate to="/" replace />;

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      await resetPassword({ ...values, reset_token: resetToken, email });
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.errors.password) form.setErrors({ password: err.errors.password });
      notifyError(err);
    } finally {
      setSubmitting(false);
    }
  });

  if (done) {
    return (
      <CenteredCard>
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <IconCircleCheck size={32} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz="h2">
            Password Reset Successful
          </Title>
          <Text>Your password has been changed. You can now log in with your new password.</Text>
          <Box>
            <Button component={Link} to="/login">
              Login
            </Button>
          </Box>
        </Stack>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard>
      <form onSubmit={submit} noValidate aria-label="Reset password">
        <Stack gap="md">
          <Title order={1} fz="h2">
            RESET PASSWORD
          </Title>
          <Text c="dimmed">
            Choose a new password for <strong>{email}</strong>. Your new password must be at least 6
            characters and different from previously used passwords.
          </Text>
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" loading={submitting} disabled={submitting}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}
