import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
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
import { AdminsOnly, KIND_LABELS, ListState, Pages, useIsAdmin } from '../components/shop-parts';
import { StaffBackLink } from '../components/record-parts';
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
  const isAdmin = useIsAdmin();
  return (
    <Container size="lg" py="lg">
      <StaffBackLink />
      {isAdmin ? <CatalogueView /> : <AdminsOnly title="Catalogue" />}
    </Container>
  );
}

function CatalogueView() {
  const [params, setParams] = useSearchParams();
  const kind = KINDS.find((k) => k === params.get('kind')) ?? 'template';
  const q = params.get('q')?.trim() ?? '';
  const page = pageParam(params, 'page');
  const items = useStaffCatalogue({ kind, q: q || undefined, page });
  const [search, setSearch] = useState(q);
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
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
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
        <Box
          component="form"
          role="search"
          aria-label="Find in the catalogue"
          onSubmit={onSearch}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label="Search"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <Button type="submit">Search</Button>
          </Group>
        </Box>
      </Group>
      {items.data ? (
        items.data.items.length === 0 ? (
          <Text c="dimmed" role="status">
            Nothing matches.
          </Text>
        ) : (
          <Box aria-busy={items.isPlaceholderData} style={{ opacity: items.isPlaceholderData ? 0.6 : 1 }}>
            <StackedTable
              label={KIND_LABELS[kind]}
              rows={items.data.items}
              rowKey={(i) => i._id}
              columns={columns}
              minWidth={560}
              tableProps={{ verticalSpacing: 'sm', striped: true }}
            />
            <Pages
              label={`${KIND_LABELS[kind]} pages`}
              total={items.data.totalPage}
              page={page}
              onChange={(next) => update({ page: next })}
            />
          </Box>
        )
      ) : (
        <ListState query={items} label={KIND_LABELS[kind].toLowerCase()} />
      )}
    </Stack>
  );
}
