import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';

/** What a client sees on a staff page (guards.tsx RequireStaff): not theirs, with the way to their dashboard. */
export function StaffOnlyPage() {
  usePageTitle('Not allowed');
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>Not allowed</Title>
        <Text>This page is for trainers and admins only.</Text>
        <Button component={Link} to="/dashboard">
          Go to your dashboard
        </Button>
      </Stack>
    </Container>
  );
}
