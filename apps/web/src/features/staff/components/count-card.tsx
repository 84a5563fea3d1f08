import { Card, Loader, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A count with its list's name, as a link that opens the list: a loader until the count comes, a dash when
 * it could not be had. The name is the visible text ("Consultation requests: 1"), as axe's
 * label-content-name-mismatch asks.
 */
export function CountCard({
  to,
  label,
  count,
  failed,
}: {
  to: string;
  label: string;
  count: number | undefined;
  failed: boolean;
}) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="md">
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
        {count !== undefined && <VisuallyHidden>: </VisuallyHidden>}
      </Text>
      {count === undefined ? (
        failed ? (
          <Text fz={28} fw={700} aria-hidden="true">
            -
          </Text>
        ) : (
          <Loader size="sm" mt="xs" aria-hidden="true" />
        )
      ) : (
        <Text fz={28} fw={700}>
          {count}
        </Text>
      )}
    </Card>
  );
}
