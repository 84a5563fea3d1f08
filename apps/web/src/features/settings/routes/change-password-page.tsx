import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@oxstrength/shared/constants';
import { changePasswordSchema, SAME_PASSWORD } from '@oxstrength/shared/schemas/auth';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useZodForm } from '../../../lib/use-zod-form';
import { useChangePassword } from '../api/settings-api';

const EMPTY = { old_password: '', password: '', password_confirmation: '' };
const FIELDS = Object.keys(EMPTY);
const PASSWORD_CHANGED = 'Your password has been changed';

/**
 * /dashboard/settings/change-password (spec part 2, Account settings; section 8, Change password). The button
 * is disabled while the form is invalid or saving. A 403 (wrong current password) shows only the server's
 * message under the fields; any other failure also shows a global error. Success resets the form.
 */
export function Component() {
  usePageTitle('Change Password | OxStrength');
  const form = useZodForm(changePasswordSchema, EMPTY);
  const change = useChangePassword();
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const submit = form.onSubmit((body) => {
    setServerMessage(null);
    change.mutate(body, {
      onSuccess: (reply) => {
        notifySuccess(reply.message ?? PASSWORD_CHANGED);
        form.reset();
      },
      onError: (err) => {
        const fieldErrors =
          err instanceof ApiError
            ? Object.fromEntries(Object.entries(err.errors).filter(([k]) => FIELDS.includes(k)))
            : {};
        form.setErrors(fieldErrors);
        if (!(err instanceof ApiError && err.status === 403)) notifyError(err);
        if (!Object.keys(fieldErrors).length) setServerMessage(errorMessage(err));
      },
    });
  });

  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Change Password
      </Title>
      <Card withBorder radius="md" padding="lg" maw={560}>
        <form onSubmit={submit} noValidate aria-label="Change password">
          <Stack gap="sm">
            <PasswordInput
              label="Current Password"
              autoComplete="current-password"
              withAsterisk
              {...form.getInputProps('old_password')}
            />
            <PasswordInput
              label="New Password"
              autoComplete="new-password"
              withAsterisk
              description={
                <>
                  <Text span fz="xs" display="block">
                    {SAME_PASSWORD}
                  </Text>
                  <Text span fz="xs" display="block">
                    Password must be at least {PASSWORD_MIN_LENGTH} characters
                  </Text>
                </>
              }
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm New Password"
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('password_confirmation')}
            />
            {serverMessage && (
              <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
                {serverMessage}
              </Alert>
            )}
            <Button
              type="submit"
              loading={change.isPending}
              disabled={!form.isValid || change.isPending}
              style={{ alignSelf: 'flex-start' }}
            >
              Change Password
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
