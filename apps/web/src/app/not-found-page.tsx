import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/page-title';
import { Link } from 'react-router';

/** The catch-all page (spec part 1 section 2). */
export function Component() {
  usePageTitle('Page Not Found | OxStrength');
  return (
    <Container size="lg" py={{ base: 48, md: 80 }}>
      <Group justify="space-between" align="center" wrap="nowrap" gap={48}>
        <Stack gap="md" maw={520}>
          <Text fw={900} fz={72} lh={1} c="red.8">
            404
          </Text>
          <Title order={1}>Oh No ! Page Not Found !</Title>
          <Text c="dimmed">
            The app is up and running, but the link you followed cannot be found. It may have moved or never
            existed.
          </Text>
          <Text c="dimmed">Please check the link for typing mistakes and try again.</Text>
          <Box>
            <Button component={Link} to="/" size="md">
              Go to HomePage
            </Button>
          </Box>
        </Stack>
        <Box visibleFrom="md" style={{ flexShrink: 0 }}>
          <BrokenBarbell />
        </Box>
      </Group>
    </Container>
  );
}

/** A barbell snapped in two under a "404" plate. Decorative. */
function BrokenBarbell() {
  return (
    <svg width="360" height="260" viewBox="0 0 360 260" aria-hidden focusable="false">
      <ellipse cx="180" cy="236" rx="150" ry="12" fill="#f1f3f5" />
      <g transform="rotate(-8 110 150)">
        <rect x="40" y="140" width="130" height="10" rx="5" fill="#868e96" />
        <rect x="40" y="96" width="22" height="98" rx="6" fill="#c92a2a" />
        <rect x="66" y="110" width="14" height="70" rx="5" fill="#e03131" />
        <rect x="24" y="134" width="16" height="22" rx="4" fill="#495057" />
      </g>
      <g transform="rotate(10 250 150)">
        <rect x="192" y="140" width="130" height="10" rx="5" fill="#868e96" />
        <rect x="300" y="96" width="22" height="98" rx="6" fill="#c92a2a" />
        <rect x="282" y="110" width="14" height="70" rx="5" fill="#e03131" />
        <rect x="322" y="134" width="16" height="22" rx="4" fill="#495057" />
      </g>
      <path d="M172 128l8 10-6 8 10 12" stroke="#fa5252" strokeWidth="3" fill="none" strokeLinecap="round" />
      <circle cx="180" cy="60" r="40" fill="#fff5f5" stroke="#c92a2a" strokeWidth="4" />
      <text
        x="180"
        y="70"
        textAnchor="middle"
        fontSize="28"
        fontWeight="800"
        fill="#c92a2a"
        fontFamily="Arial, sans-serif"
      >
        404
      </text>
    </svg>
  );
}
