import { Box, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CenteredCard } from '../components/centered-card';

export function Component() {
  usePageTitle('Email Verified | OxStrength');
  return (
    <CenteredCard>
      <Stack gap="md" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="green" variant="light">
          <IconCircleCheck size={40} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz="h2">
          Email Verified
        </Title>
        <Text>
          Congratulations! Your email has been verified and your account is ready. Browse our training
          templates or log in to your account to get started.
        </Text>
        <Box>
          <Button component={Link} to="/login" size="md">
            Proceed to login
          </Button>
        </Box>
      </Stack>
    </CenteredCard>
  );
}
