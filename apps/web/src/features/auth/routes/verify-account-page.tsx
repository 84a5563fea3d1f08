import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { CenteredCard } from '../components/centered-card';
import { DemoMailboxLink, demoMailbox } from '../components/demo-mailbox-link';
import { ResendVerification } from '../components/resend-verification';

/** After registration: verify the account from the mail, then log in. */
export function Component() {
  usePageTitle('Verify your account | OxStrength');
  const state = useLocation().state as { email?: unknown; mailbox?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : null;
  const mailbox = demoMailbox(state?.mailbox);

  return (
    <CenteredCard>
      <Stack gap="md">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconMailCheck size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Verify your account
        </Title>
        {email ? (
          <Text>
            Your account has been created. We have sent a verification link to <strong>{email}</strong>.
            Please verify your account using that link, then log in.
          </Text>
        ) : (
          <Text>
            Your account has been created. We have sent a verification link to your email address. Please
            verify your account using that link, then log in.
          </Text>
        )}
        {mailbox ? (
          <DemoMailboxLink href={mailbox} />
        ) : (
          <Text fz="sm" c="dimmed">
            Cannot find the mail? Check your spam folder.
          </Text>
        )}
        {email && <ResendVerification email={email} />}
        <Group>
          <Button component={Link} to="/login">
            Go to Login
          </Button>
        </Group>
      </Stack>
    </CenteredCard>
  );
}
