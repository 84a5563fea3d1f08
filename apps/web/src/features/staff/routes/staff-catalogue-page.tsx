import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { StackedTable, type StackedColumn } from '../../../components/stacked-table';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import {
  shopChanges,
  useShopChange,
  useStaffCatalogue,
  type CatalogueKind,
  type StaffCatalogueItem,
} from '../api/shop-staff-api';
import { KIND_LABELS } from '../components/shop-parts';
import { AdminShopPage, PagedShopList, ShopSearch } from '../components/shop-page';
import { pageParam } from '../../../lib/paging';

const KINDS = Object.keys(KIND_LABELS) as CatalogueKind[];

/** Where an item's public page is. */
const PUBLIC_PATH: Record<CatalogueKind, (slug: string) => string> = {
  template: (slug) => `/template/${slug}`,
  product: (slug) => `/shop/product/${slug}`,
  coaching: (slug) => `/coaching/${slug}`,
  consultation: (slug) => `/consultation/${slug}`,
};

/** /staff/catalogue (admins): templates, products, coaching and consultations, published or not. */
export function Component() {
  usePageTitle('Catalogue');
  return (
    <AdminShopPage title="Catalogue">
      <CatalogueView />
    </AdminShopPage>
  );
}

function CatalogueView() {
  const [params, setParams] = useSearchParams();
  const kind = KINDS.find((k) => k === params.get('kind')) ?? 'template';
  const q = params.get('q')?.trim() ?? '';
  const page = pageParam(params, 'page');
  const items = useStaffCatalogue({ kind, q: q || undefined, page });
  const change = useShopChange();

  const update = (next: { kind?: CatalogueKind; q?: string; page?: number }) => {
    const merged = { kind, q, page: 1, ...next };
    setParams(
      {
        ...(merged.kind !== 'template' && { kind: merged.kind }),
        ...(merged.q && { q: merged.q }),
        ...(merged.page > 1 && { page: String(merged.page) }),
      },
      { replace: true },
    );
  };
  const toggle = (item: StaffCatalogueItem) =>
    change.mutate(shopChanges.publish(item.kind, item._id, !item.published), {
      onSuccess: (reply) => notifySuccess(reply.message ?? 'Saved'),
      onError: (err) => notifyError(err),
    });

  const columns: StackedColumn<StaffCatalogueItem>[] = [
    {
      key: 'title',
      header: 'Title',
      place: 'main',
      cell: (i) =>
        i.published ? (
          <Anchor component={Link} to={PUBLIC_PATH[i.kind](i.slug)} fw={600}>
            {i.title}
          </Anchor>
        ) : (
          <Text fw={600}>{i.title}</Text>
        ),
    },
    {
      key: 'state',
      header: 'State',
      cell: (i) => (
        <Badge variant="light" color={i.published ? 'green' : 'gray'}>
          {i.published ? 'Published' : 'Not published'}
        </Badge>
      ),
    },
    {
      key: 'switch',
      header: 'Publish',
      cell: (i) => (
        <Button
          variant="default"
          size="xs"
          aria-label={`${i.published ? 'Unpublish' : 'Publish'} ${i.title}`}
          loading={change.isPending && change.variables?.path.includes(i._id)}
          onClick={() => toggle(i)}
        >
          {i.published ? 'Unpublish' : 'Publish'}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md" mt="sm">
      <Title order={1}>Catalogue</Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="Kind"
          value={kind}
          data={KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          onChange={(event) =>
            update({ kind: KINDS.find((k) => k === event.currentTarget.value) ?? 'template', q: '' })
          }
          w={{ base: '100%', xs: 220 }}
        />
        <ShopSearch
          label="Find in the catalogue"
          initial={q}
          onSearch={(next) => update({ q: next })}
          style={{ flex: 1, minWidth: 0 }}
        />
      </Group>
      <PagedShopList
        query={items}
        isEmpty={(data) => data.items.length === 0}
        empty="Nothing matches."
        label={KIND_LABELS[kind].toLowerCase()}
        pagesLabel={`${KIND_LABELS[kind]} pages`}
        page={page}
        onPage={(next) => update({ page: next })}
      >
        {(data) => (
          <StackedTable
            label={KIND_LABELS[kind]}
            rows={data.items}
            rowKey={(i) => i._id}
            columns={columns}
            minWidth={560}
            tableProps={{ verticalSpacing: 'sm', striped: true }}
          />
        )}
      </PagedShopList>
    </Stack>
  );
}
