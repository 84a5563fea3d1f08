import { Button, NavLink, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconTemplate, IconUserHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ProgrammeKind } from '../api/programmes-api';
import { PROGRAMME_KINDS } from './programme-kind';

const ICONS = { coaching: IconUserHeart, consultation: IconCalendarEvent } as const;

/** Switches between the coaching and consultation lists, and offers the templates. */
export function ProgrammeSideMenu({ active }: { active: ProgrammeKind }) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="xs" component="nav" aria-label="Programmes">
        {Object.values(PROGRAMME_KINDS).map((config) => {
          const KindIcon = ICONS[config.kind];
          return (
            <NavLink
              key={config.kind}
              component={Link}
              to={config.listPath}
              label={config.menuLabel}
              active={config.kind === active}
              aria-current={config.kind === active ? 'page' : undefined}
              leftSection={<KindIcon size={18} aria-hidden="true" />}
            />
          );
        })}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text fw={600}>Prefer to train on your own?</Text>
        <Text size="sm" c="dimmed" mt={4}>
          Our ready-made training templates cost far less than one-to-one coaching.
        </Text>
        <Button
          component={Link}
          to="/template"
          variant="light"
          mt="sm"
          fullWidth
          leftSection={<IconTemplate size={18} aria-hidden="true" />}
        >
          Explore Templates
        </Button>
      </Paper>
    </Stack>
  );
}
