import {
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { EMPTY_ORDERS, ORDERS_PAGE_SIZE } from '@oxstrength/shared/constants';
import { ORDER_FILTER_VALUES, type OrderFilter } from '@oxstrength/shared/status';
import { IconShoppingBag } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOrders } from '../api/orders-api';
import { OrderRow } from '../components/order-row';
import { SuggestedPackages } from '../components/suggested-packages';
import { pagingLabels } from '../../../lib/paging';

const FILTER_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'failed', label: 'Failed' },
] satisfies { value: OrderFilter | ''; label: string }[];

/** ?status= (a FILTER value, else all) and ?page= (from 1). */
function readOrdersSearch(params: URLSearchParams): { status?: OrderFilter; page: number } {
  const raw = params.get('status');
  const status = ORDER_FILTER_VALUES.find((v) => v === raw);
  const page = Number(params.get('page'));
  return { status, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

function OrdersSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Loading orders</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        {Array.from({ length: ORDERS_PAGE_SIZE }, (_, i) => (
          <Card key={i} withBorder radius="md" padding="md">
            <Group justify="space-between" align="flex-start">
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={16} width="45%" />
                <Skeleton height={12} width="25%" />
                <Skeleton height={12} width="70%" />
              </Stack>
              <Stack gap={8} align="flex-end">
                <Skeleton height={16} width={90} />
                <Skeleton height={20} width={70} radius="xl" />
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    </div>
  );
}

function EmptyOrders() {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" role="status">
      <IconShoppingBag size={48} stroke={1.5} aria-hidden="true" color="var(--mantine-color-gray-5)" />
      <Anchor component={Link} to="/" maw={420} fw={500}>
        {EMPTY_ORDERS}
      </Anchor>
    </Stack>
  );
}

/** /dashboard/orders: the signed-in user's orders, filtered and paged through the URL. */
export function Component() {
  usePageTitle('My Orders | OxStrength');
  const [params, setParams] = useSearchParams();
  const { status, page } = readOrdersSearch(params);
  const orders = useOrders({ status, page });
  const data = orders.data;

  /** Writes status and page to the URL (a new history entry, so Back returns to the previous view). */
  const update = (next: { status?: OrderFilter; page: number }, replace = false) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query, { replace });
  };

  // A page past the end (e.g. after orders expired or an old link) shows the last page instead.
  const lastPage = data?.totalPage ?? 0;
  const pastTheEnd = !orders.isPlaceholderData && lastPage > 0 && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ status, page: lastPage }, true);
    // update only writes the URL; it changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd, lastPage, status]);

  let list;
  if (orders.isPending || pastTheEnd) {
    list = <OrdersSkeleton />;
  } else if (orders.isError && !data) {
    // The spec stops loading silently; say so plainly and offer another try.
    list = (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Text c="dimmed">Your orders could not be loaded.</Text>
          <Button variant="default" onClick={() => void orders.refetch()} loading={orders.isFetching}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  } else if (!data || data.orders.length === 0) {
    list = <EmptyOrders />;
  } else {
    list = (
      <>
        <Stack
          component="ul"
          gap="md"
          p={0}
          m={0}
          style={{ listStyle: 'none', opacity: orders.isPlaceholderData ? 0.6 : 1 }}
          aria-label="Orders"
          aria-busy={orders.isPlaceholderData}
        >
          {data.orders.map((order) => (
            <OrderRow key={order._id} order={order} />
          ))}
        </Stack>
        {data.totalPage > 1 && (
          <Group justify="center" mt="xl" component="nav" aria-label="Orders pages">
            <Pagination
              total={data.totalPage}
              value={page}
              onChange={(next) => update({ status, page: next })}
              {...pagingLabels}
            />
          </Group>
        )}
      </>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
            <Title order={1}>My Orders</Title>
            <NativeSelect
              label="FILTER"
              value={status ?? ''}
              onChange={(event) => {
                const value = ORDER_FILTER_VALUES.find((v) => v === event.currentTarget.value);
                update({ status: value, page: 1 });
              }}
              data={FILTER_OPTIONS}
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
          {list}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <aside aria-label="Suggested Packages">
            <SuggestedPackages />
          </aside>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
