import { Avatar, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLogout, IconMail, IconPhone } from '@tabler/icons-react';
import { useSession } from '../../../lib/session';

/** The signed-in user's profile card (the full dashboard comes later). */
export function Component() {
  useDocumentTitle('Dashboard | OxStrength');
  const { user, signOut } = useSession();
  if (!user) return null;

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        Dashboard
      </Title>
      <Card
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-labelledby="profile-name"
      >
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Avatar src={user.profile_pic || null} alt={user.name} size={96} radius={96} color="red" />
          <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} fz="h3" id="profile-name">
              {user.name}
            </Title>
            <Group gap={6} wrap="nowrap">
              <IconMail size={16} aria-label="Email" />
              <Text fz="sm" style={{ wordBreak: 'break-all' }}>
                {user.email}
              </Text>
            </Group>
            {user.mobile_num && (
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} aria-label="Phone" />
                <Text fz="sm">{user.mobile_num}</Text>
              </Group>
            )}
            <Text fz="sm" c={user.about ? undefined : 'dimmed'} mt="xs">
              {user.about || 'No bio yet'}
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void signOut()}
          >
            Logout
          </Button>
        </Group>
      </Card>
    </Container>
  );
}
