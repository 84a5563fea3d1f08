import { Box, Container, Grid, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_LIST_SORT, LIST_SORTS, LIST_SORT_VALUES, type ListSort } from '@oxstrength/shared/constants';
import { useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { CardSkeletonGrid } from '../../../components/card-skeleton-grid';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { LoadMoreButton } from '../../../components/load-more-button';
import { NotAvailable } from '../../../components/not-available';
import { SortSelect } from '../../../components/sort-select';
import { programmeListQuery, type ProgrammeKind } from '../api/programmes-api';
import { ProgrammeCard } from './programme-card';
import { PROGRAMME_KINDS } from './programme-kind';
import { ProgrammeSideMenu } from './programme-side-menu';

const SKELETONS = 9;

const readSort = (value: string | null): ListSort =>
  value && (LIST_SORT_VALUES as string[]).includes(value) ? (value as ListSort) : DEFAULT_LIST_SORT;

/**
 * /coaching and /consultation: a searchable, sortable list. The search text (`query`) and `sort` live in the
 * URL; "Load More" appends the next page of 9.
 */
export function ProgrammeSearch({ kind }: { kind: ProgrammeKind }) {
  const config = PROGRAMME_KINDS[kind];
  usePageTitle(`${config.heading} | OxStrength`);
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('query') ?? '').trim();
  const sort = readSort(searchParams.get('sort'));

  const { data, isPending, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery(
    programmeListQuery(kind, { q, sort }),
  );
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.totalDocuments ?? 0;

  const setParam = (key: 'query' | 'sort', value: string, fallback: string) =>
    setSearchParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value && value !== fallback) next.set(key, value);
      else next.delete(key);
      return next;
    });

  return (
    <Container size="xl" py="xl">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: config.singular }]} />
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ProgrammeSideMenu active={kind} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Title order={1}>{config.heading}</Title>
          <Group align="flex-end" mt="md" gap="md" wrap="wrap">
            <Box style={{ flex: '1 1 240px' }}>
              <DebouncedSearchInput
                value={q}
                onSearch={(text) => setParam('query', text, '')}
                label={`Search ${config.plural.toLowerCase()}`}
                placeholder={`Search ${config.plural.toLowerCase()}`}
              />
            </Box>
            <SortSelect
              value={sort}
              onChange={(value) => setParam('sort', value, DEFAULT_LIST_SORT)}
              options={LIST_SORTS}
            />
          </Group>
          <Text mt="md" c="dimmed" role="status" aria-live="polite">
            {isPending ? '' : `Found ${total} Results`}
          </Text>
          <Box mt="md">
            {isPending ? (
              <CardSkeletonGrid count={SKELETONS} />
            ) : items.length === 0 ? (
              // A failed load ends like an empty one: the spec gives catalogue lists no error state.
              <NotAvailable type={config.plural} />
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
                {items.map((programme) => (
                  <ProgrammeCard
                    key={programme._id}
                    programme={programme}
                    href={`${config.listPath}/${programme.slug}`}
                  />
                ))}
              </SimpleGrid>
            )}
            <LoadMoreButton
              label="Load More"
              onClick={() => void fetchNextPage()}
              loading={isFetchingNextPage}
              hasMore={!!hasNextPage}
            />
          </Box>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
