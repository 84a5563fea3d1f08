import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';

/** The empty state of a search or list (spec part 1 section 8). */
export function NotAvailable({ type }: { type: string }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden="true">
        <IconMoodEmpty size={32} />
      </ThemeIcon>
      <Title order={2} size="h3">
        {type} not available
      </Title>
      <Text c="dimmed" maw={480}>
        Currently we can not find the right {type} you are looking for. Please change the filter or search
        query
      </Text>
    </Stack>
  );
}
