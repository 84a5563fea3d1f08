import { Button, Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useDashboardCounts, type DashboardCounts } from '../api/training-api';

const TILES: { label: string; key: keyof DashboardCounts }[] = [
  { label: 'Packages Purchased', key: 'subscribed_templates' },
  { label: 'Trainer Consultation', key: 'upcomming_consultations' },
  { label: 'Active Orders', key: 'active_orders' },
  { label: 'Personal Trainers', key: 'subscribed_coachings' },
];

/** The dashboard's four counts (GET /analytics/profile/dashboard), two a row on a phone. */
export function CountTiles() {
  const counts = useDashboardCounts();
  return (
    <section aria-label="Summary" aria-busy={counts.isPending}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
        {TILES.map(({ label, key }) => (
          <Paper key={key} withBorder radius="md" p="md">
            <Text component="dt" fz="sm" c="dimmed" fw={500}>
              {label}
            </Text>
            <Text component="dd" m={0} fz={28} fw={800} lh={1.3}>
              {counts.data ? (
                counts.data[key]
              ) : counts.isPending ? (
                <Skeleton height={28} width={40} mt={4} aria-hidden="true" />
              ) : (
                '-'
              )}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {counts.isError && !counts.data && (
        <Group gap="sm" mt="xs" role="status">
          <Text fz="sm" c="dimmed">
            Your counts could not be loaded.
          </Text>
          <Button
            variant="default"
            size="xs"
            onClick={() => void counts.refetch()}
            loading={counts.isFetching}
          >
            Try again
          </Button>
        </Group>
      )}
    </section>
  );
}
