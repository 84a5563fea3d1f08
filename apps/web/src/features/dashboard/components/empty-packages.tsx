import { Anchor, Stack, Text } from '@mantine/core';
import { TRAINING_TEXTS } from '@oxstrength/shared/training';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';

/** No active packages (spec part 2, My Templates): a link to the templates and the spec's line. */
export function EmptyPackages() {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" role="status">
      <IconPackage size={48} stroke={1.5} aria-hidden="true" color="var(--mantine-color-gray-5)" />
      <Anchor component={Link} to="/template" fw={600} maw={420}>
        {TRAINING_TEXTS.emptyPackagesTitle}
      </Anchor>
      <Text c="dimmed" fz="sm">
        {TRAINING_TEXTS.emptyPackages}
      </Text>
    </Stack>
  );
}
