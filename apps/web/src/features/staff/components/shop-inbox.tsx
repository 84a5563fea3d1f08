import { Card, Loader, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useShopCounts } from '../api/shop-staff-api';
import { ShopLinks, useIsAdmin } from './shop-parts';

/** The shop's counts, each a link to its list: only admins run the shop (issue 19). */
const COUNTS = [
  { key: 'to_deliver', label: 'Orders to deliver', to: '/staff/orders?status=to_deliver' },
  { key: 'refund_required', label: 'Refunds to record', to: '/staff/orders?status=refund_required' },
  { key: 'low_stock', label: 'Sizes low on stock', to: '/staff/stock?low=true' },
] as const;

/** The admins' part of the inbox: the shop's links and counts. Nothing for a trainer. */
export function ShopInbox() {
  const isAdmin = useIsAdmin();
  const counts = useShopCounts(isAdmin);
  if (!isAdmin) return null;
  return (
    <Stack gap="sm" mb="lg">
      <ShopLinks />
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {COUNTS.map(({ key, label, to }) => {
          const count = counts.data?.[key];
          return (
            <li key={key}>
              <Card component={Link} to={to} withBorder radius="md" padding="md">
                <Text fz="sm" c="dimmed" fw={600}>
                  {label}
                  {count !== undefined && <VisuallyHidden>: </VisuallyHidden>}
                </Text>
                {count === undefined ? (
                  counts.isError ? (
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
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
