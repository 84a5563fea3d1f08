import { Alert, Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconMailForward } from '@tabler/icons-react';
import { notifyError } from '../../../lib/notify';
import { resendVerification } from '../api/auth-api';

/** "Resend verification email": sends the mail again and shows the server's answer. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () => resendVerification(email),
    onError: (err) => notifyError(err),
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="light"
        size="xs"
        leftSection={<IconMailForward size={16} aria-hidden />}
        onClick={() => resend.mutate()}
        loading={resend.isPending}
      >
        Resend verification email
      </Button>
      {resend.isSuccess && (
        <Alert color="green" variant="light" role="status" p="xs">
          {resend.data.message}
        </Alert>
      )}
    </Stack>
  );
}
