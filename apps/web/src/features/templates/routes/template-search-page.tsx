import { Box, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { DEFAULT_LIST_SORT, LIST_SORT_VALUES, LIST_SORTS, type ListSort } from '@oxstrength/shared/constants';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { CardSkeletonGrid } from '../../../components/card-skeleton-grid';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { LoadMoreButton } from '../../../components/load-more-button';
import { NotAvailable } from '../../../components/not-available';
import { SortSelect } from '../../../components/sort-select';
import { TemplateCard } from '../../../components/template-card';
import { templateCategoriesQuery, templatesInfiniteQuery } from '../api/templates-api';
import { TemplateCategoryFilter } from '../components/template-category-filter';

const isListSort = (value: string | null): value is ListSort => LIST_SORT_VALUES.includes(value as ListSort);

const resultCount = (total: number, searching: boolean) => {
  const noun = total === 1 ? 'Result' : 'Results';
  return searching ? `Found ${total} ${noun}` : `${total} ${noun.toLowerCase()}`;
};

/** /template: search, category filter and sort live in the URL (query, category, sort); 8 per page. */
export function Component() {
  usePageTitle('Training Templates | OxStrength');
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const category = params.get('category') || null;
  const rawSort = params.get('sort');
  const sort = isListSort(rawSort) ? rawSort : DEFAULT_LIST_SORT;

  const categories = useQuery(templateCategoriesQuery());
  const list = useInfiniteQuery(
    templatesInfiniteQuery({ q: query, template_category: category ?? undefined, sort }),
  );
  const templates = list.data?.pages.flatMap((page) => page.templates ?? []) ?? [];
  const total = list.data?.pages[0]?.totalDocuments ?? 0;

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <Container size="xl" py="lg">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
      <Title order={1} mt="sm" mb="lg">
        Training Templates
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <TemplateCategoryFilter
            categories={categories.data ?? []}
            loading={categories.isPending}
            value={category}
            onChange={(id) => setParam('category', id)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <Group align="flex-end" gap="md" wrap="wrap">
              <Box style={{ flex: '1 1 240px' }}>
                <DebouncedSearchInput
                  value={query}
                  onSearch={(q) => setParam('query', q)}
                  label="Search templates"
                  placeholder="Search by name"
                />
              </Box>
              <SortSelect
                value={sort}
                options={LIST_SORTS}
                onChange={(value) => setParam('sort', value === DEFAULT_LIST_SORT ? null : value)}
              />
            </Group>
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {list.isSuccess ? resultCount(total, Boolean(query)) : ''}
            </Text>
            {list.isPending ? (
              <CardSkeletonGrid count={8} />
            ) : templates.length === 0 ? (
              // A failed load stops quietly (spec): it reads like an empty result.
              <NotAvailable type="Templates" />
            ) : (
              <SimpleGrid
                cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
                spacing="lg"
                component="ul"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
              >
                {templates.map((template, i) => (
                  <li key={template._id}>
                    <TemplateCard template={template} lead={i === 0} />
                  </li>
                ))}
              </SimpleGrid>
            )}
            <LoadMoreButton
              label="Load More Templates"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
              hasMore={Boolean(list.hasNextPage)}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
