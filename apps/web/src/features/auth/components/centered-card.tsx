import { Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The single centred card of the recovery and verification pages. */
export function CenteredCard({ children, maw = '32rem' }: { children: ReactNode; maw?: string }) {
  return (
    <Container size="sm" py={{ base: 'xl', md: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={maw} mx="auto">
        {children}
      </Paper>
    </Container>
  );
}
