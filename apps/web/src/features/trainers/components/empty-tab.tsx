import { Anchor, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A tab's empty state: the spec's text, and optionally a link onwards. */
export function EmptyTab({ text, link }: { text: string; link?: { to: string; label: string } }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" role="status">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden="true">
        <IconMoodEmpty size={28} />
      </ThemeIcon>
      <Text c="gray.7" maw={480}>
        {text}
      </Text>
      {link && (
        <Anchor component={Link} to={link.to} fw={600}>
          {link.label}
        </Anchor>
      )}
    </Stack>
  );
}
