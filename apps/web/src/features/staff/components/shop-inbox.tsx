import { SimpleGrid, Stack } from '@mantine/core';
import { useShopCounts } from '../api/shop-staff-api';
import { CountCard } from './count-card';
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
        {COUNTS.map(({ key, label, to }) => (
          <li key={key}>
            <CountCard to={to} label={label} count={counts.data?.[key]} failed={counts.isError} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
