import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table';
import { usePageTitle } from '../../../lib/page-title';
import { useStaffSizes, type StaffSize } from '../api/shop-staff-api';
import { PriceDialog, RestockDialog } from '../components/shop-forms';
import { AdminShopPage, PagedShopList, ShopSearch } from '../components/shop-page';
import { pageParam } from '../../../lib/paging';

/** /staff/stock (admins): product sizes with stock and prices; restock or reprice one; the low-stock list. */
export function Component() {
  usePageTitle('Stock');
  return (
    <AdminShopPage title="Stock">
      <StockView />
    </AdminShopPage>
  );
}

function StockView() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const low = params.get('low') === 'true';
  const page = pageParam(params, 'page');
  const sizes = useStaffSizes({ q: q || undefined, low, page });
  const [open, setOpen] = useState<{ kind: 'restock' | 'price'; size: StaffSize } | null>(null);

  const update = (next: { q?: string; low?: boolean; page?: number }) => {
    const merged = { q, low, page: 1, ...next };
    setParams(
      {
        ...(merged.q && { q: merged.q }),
        ...(merged.low && { low: 'true' }),
        ...(merged.page > 1 && { page: String(merged.page) }),
      },
      { replace: true },
    );
  };

  const columns: StackedColumn<StaffSize>[] = [
    {
      key: 'product',
      header: 'Product',
      place: 'main',
      cell: (s) => (
        <>
          <Anchor component={Link} to={`/shop/product/${s.product.slug}`} fw={600}>
            {s.product.title}
          </Anchor>
          <Text fz="sm" c="dimmed">
            {s.size}
            {s.product.published ? '' : ' · not published'}
          </Text>
        </>
      ),
    },
    {
      key: 'stock',
      header: 'Stock',
      cell: (s) => (
        <Text fw={600} c={s.stock === 0 ? 'red.8' : undefined}>
          {s.stock === 0 ? 'Out of stock' : s.stock}
        </Text>
      ),
    },
    { key: 'price', header: 'Price', cell: (s) => formatRs(s.price) },
    { key: 'discounted', header: 'Sells for', cell: (s) => formatRs(s.discounted_price) },
    {
      key: 'actions',
      header: 'Change',
      cell: (s) => (
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            size="xs"
            aria-label={`Restock ${s.product.title} (${s.size})`}
            onClick={() => setOpen({ kind: 'restock', size: s })}
          >
            Restock
          </Button>
          <Button
            variant="default"
            size="xs"
            aria-label={`Prices of ${s.product.title} (${s.size})`}
            onClick={() => setOpen({ kind: 'price', size: s })}
          >
            Prices
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md" mt="sm">
      <Title order={1}>Stock</Title>
      <ShopSearch
        label="Find products"
        description="Part of the product's title"
        initial={q}
        onSearch={(next) => update({ q: next })}
      />
      <NativeSelect
        label="Show"
        value={low ? 'low' : 'all'}
        data={[
          { value: 'all', label: 'All sizes' },
          { value: 'low', label: 'Low stock (5 or fewer)' },
        ]}
        onChange={(event) => update({ low: event.currentTarget.value === 'low' })}
        w={{ base: '100%', xs: 260 }}
      />
      <PagedShopList
        query={sizes}
        isEmpty={(data) => data.sizes.length === 0}
        empty={low ? 'No size is low on stock.' : 'No products match.'}
        label="sizes"
        pagesLabel="Sizes pages"
        page={page}
        onPage={(next) => update({ page: next })}
      >
        {(data) => (
          <StackedTable
            label="Sizes"
            rows={data.sizes}
            rowKey={(s) => s._id}
            columns={columns}
            minWidth={720}
            tableProps={{ verticalSpacing: 'sm', striped: true }}
          />
        )}
      </PagedShopList>
      {open?.kind === 'restock' && <RestockDialog opened size={open.size} onClose={() => setOpen(null)} />}
      {open?.kind === 'price' && <PriceDialog opened size={open.size} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
