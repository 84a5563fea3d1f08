import { Alert, Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/page-title';
import { GENERIC_ERROR } from '@oxstrength/shared/constants';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { Logo } from '../components/logo';

/** A page's code could not be downloaded, usually because a new version was deployed since the app loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * The error boundary of the route tree. It replaces the whole shell, so it carries its own header and uses
 * plain links (a full page load starts the app afresh).
 */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  usePageTitle(`${GENERIC_ERROR} | OxStrength`);

  return (
    <Box component="main" py="xl">
      <Container size="sm">
        <Stack gap="lg">
          <Anchor href="/" aria-label="OxStrength home" w="fit-content">
            <Logo height={36} />
          </Anchor>
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            <Title order={1} fz="h2">
              {GENERIC_ERROR}
            </Title>
            <Text mt="xs">
              {chunk
                ? 'A new version of OxStrength is available. Reload the page to continue.'
                : 'Sorry, this page could not be shown. Please try again or go back to the homepage.'}
            </Text>
          </Alert>
          <Group>
            <Button onClick={() => window.location.reload()} variant={chunk ? 'filled' : 'default'}>
              Reload
            </Button>
            <Button component="a" href="/" variant={chunk ? 'default' : 'filled'}>
              Go to HomePage
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
