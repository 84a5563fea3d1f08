import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import {
  downloadOrdersCsv,
  useStaffOrders,
  type OrderFilters,
  type ProviderId,
  type StaffOrder,
  type StaffOrderState,
} from '../api/shop-staff-api';
import {
  dateTime,
  ORDER_STATE_LABELS,
  PROVIDER_LABELS,
  RefundBadge,
  StatusBadge,
} from '../components/shop-parts';
import { AdminShopPage, PagedShopList, ShopSearch } from '../components/shop-page';

const STATES = Object.keys(ORDER_STATE_LABELS) as StaffOrderState[];
const PROVIDERS = Object.keys(PROVIDER_LABELS) as ProviderId[];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters and page the address holds: ?status=&provider=&from=&to=&q=&page=. */
function readSearch(params: URLSearchParams): { filters: OrderFilters; page: number } {
  const status = STATES.find((s) => s === params.get('status'));
  const provider = PROVIDERS.find((p) => p === params.get('provider'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const q = params.get('q')?.trim() ?? '';
  const page = Number(params.get('page'));
  return {
    filters: {
      ...(status && { status }),
      ...(provider && { provider }),
      ...(DATE.test(from) && { from }),
      ...(DATE.test(to) && { to }),
      ...(q && { q }),
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const COLUMNS: StackedColumn<StaffOrder>[] = [
  {
    key: 'order',
    header: 'Order',
    place: 'main',
    cell: (o) => (
      <>
        <Text fw={600}>{o.identifier}</Text>
        <Text fz="sm">{o.buyer.name}</Text>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {o.buyer.email}
        </Text>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (o) => (
      <Group gap={6}>
        <StatusBadge status={o.status} />
        <RefundBadge status={o.refund_status} />
      </Group>
    ),
  },
  { key: 'total', header: 'Total', cell: (o) => formatRs(o.total_amount) },
  { key: 'placed', header: 'Placed', cell: (o) => dateTime(o.createdAt) },
  {
    key: 'deliver',
    header: 'To deliver',
    cell: (o) => (o.to_deliver > 0 ? `${o.to_deliver} of ${o.lines} lines` : '-'),
  },
  {
    key: 'providers',
    header: 'Paid with',
    cell: (o) => o.providers.map((p) => PROVIDER_LABELS[p]).join(', ') || '-',
  },
  {
    key: 'open',
    header: 'Open',
    place: 'action',
    cell: (o) => (
      <Anchor
        component={Link}
        to={`/staff/orders/${o._id}`}
        aria-label={`Open order ${o.identifier}`}
        fw={600}
        display="inline-block"
        py={10}
      >
        Open
      </Anchor>
    ),
  },
];

/** /staff/orders (admins): every buyer's orders with filters, paging and the CSV export. */
export function Component() {
  usePageTitle('Orders');
  return (
    <AdminShopPage title="Orders">
      <OrdersView />
    </AdminShopPage>
  );
}

function OrdersView() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = readSearch(params);
  const orders = useStaffOrders(filters, page);
  const [exporting, setExporting] = useState(false);

  const update = (next: OrderFilters & { page?: number }) => {
    const merged: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...filters, ...next, page: next.page ?? 1 }))
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
        merged[key] = String(value);
    setParams(merged, { replace: true });
  };
  const exportCsv = () => {
    setExporting(true);
    downloadOrdersCsv(filters)
      .catch((err: unknown) => notifyError(err))
      .finally(() => setExporting(false));
  };

  return (
    <Stack gap="md" mt="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Orders</Title>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={exportCsv}
          loading={exporting}
        >
          Export CSV
        </Button>
      </Group>
      <ShopSearch
        label="Find orders"
        description="Buyer name, email or order number"
        initial={filters.q ?? ''}
        onSearch={(next) => update({ q: next || undefined })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <NativeSelect
          label="Status"
          value={filters.status ?? ''}
          data={[
            { value: '', label: 'All' },
            ...STATES.map((s) => ({ value: s, label: ORDER_STATE_LABELS[s] })),
          ]}
          onChange={(event) =>
            update({ status: STATES.find((s) => s === event.currentTarget.value) ?? undefined })
          }
        />
        <NativeSelect
          label="Provider"
          value={filters.provider ?? ''}
          data={[
            { value: '', label: 'All' },
            ...PROVIDERS.map((p) => ({ value: p, label: PROVIDER_LABELS[p] })),
          ]}
          onChange={(event) =>
            update({ provider: PROVIDERS.find((p) => p === event.currentTarget.value) ?? undefined })
          }
        />
        <TextInput
          label="From"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => update({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          label="To"
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => update({ to: event.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      <PagedShopList
        query={orders}
        isEmpty={(data) => data.orders.length === 0}
        empty="No orders match these filters."
        label="orders"
        pagesLabel="Orders pages"
        page={page}
        onPage={(next) => update({ page: next })}
      >
        {(data) => (
          <>
            <Text fz="sm" c="dimmed" mb="xs" role="status">
              {data.totalDocuments === 1 ? '1 order' : `${data.totalDocuments} orders`}
            </Text>
            <StackedTable
              label="Orders"
              rows={data.orders}
              rowKey={(o) => o._id}
              columns={COLUMNS}
              minWidth={760}
              tableProps={{ verticalSpacing: 'sm', striped: true }}
            />
          </>
        )}
      </PagedShopList>
    </Stack>
  );
}
