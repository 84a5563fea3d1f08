import { Avatar, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { User } from '@oxstrength/shared/contracts/users';
import { Link } from 'react-router';

/**
 * The signed-in client's card: avatar (initials when there is no picture), name, email, bio and the Edit Profile
 * button (to /dashboard/settings).
 */
export function ProfileCard({ user }: { user: User }) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" component="section" aria-label="Profile">
      <Stack align="center" gap={6} ta="center">
        <Avatar
          src={user.profile_pic}
          name={user.name}
          color="initials"
          alt={user.name}
          size={88}
          radius="xl"
        />
        <Title order={2} size="h4" mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {user.name}
        </Title>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
        {user.about?.trim() ? (
          <Text fz="sm" mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {user.about}
          </Text>
        ) : (
          <Text fz="sm" mt="xs" c="dimmed" fs="italic">
            No bio added yet.
          </Text>
        )}
        <Button component={Link} to="/dashboard/settings" variant="light" size="sm" mt="sm">
          Edit Profile
        </Button>
      </Stack>
    </Card>
  );
}
