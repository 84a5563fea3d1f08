import { Button, Container, Drawer, Grid, Group, SimpleGrid, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { usePageTitle } from '../../../lib/page-title';
import { DEFAULT_SHOP_SORT, LIST_SORTS, PAGE_SIZES, type ListSort } from '@oxstrength/shared/constants';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { CardSkeletonGrid } from '../../../components/card-skeleton-grid';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { LoadMoreButton } from '../../../components/load-more-button';
import { NotAvailable } from '../../../components/not-available';
import { SortSelect } from '../../../components/sort-select';
import { productBrandsQuery, productCategoriesQuery, productsInfiniteQuery } from '../api/products-api';
import { ProductCard } from '../components/product-card';
import { ShopFilters } from '../components/shop-filters';
import { activeCategory, productFilters, readShopSearch } from '../shop-search-params';

/** /shop/search: filters, sort, search and the product grid, all kept in the URL. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const search = readShopSearch(params);
  const [drawerOpened, drawer] = useDisclosure(false);

  const categoriesQuery = useQuery({ ...productCategoriesQuery(), retry: false });
  const categories = categoriesQuery.data;
  const active = activeCategory(search, categories);
  const brandsQuery = useQuery({
    ...productBrandsQuery(active.subId ?? active.parentId ?? undefined),
    retry: false,
  });

  // Whether a category id is a parent or a sub is known from the category list, so wait for it (or its failure).
  const categoryKnown = !search.category || !categoriesQuery.isPending;
  const list = useInfiniteQuery({
    ...productsInfiniteQuery(productFilters(search, active)),
    enabled: categoryKnown,
  });
  const products = list.data?.pages.flatMap((page) => page.products) ?? [];

  const parent = categories?.find((c) => c._id === active.parentId);
  const sub = parent?.subCategories.find((s) => s._id === active.subId);
  const heading = sub?.name ?? parent?.name ?? 'All Products';
  usePageTitle(`${heading} | Ox Shop | OxStrength`);

  /** Applies changes to the URL (a new history entry, so Back undoes a filter). */
  const update = (changes: Record<string, string | null>) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  };

  // Selecting the active filter again clears it; a new category drops the sub-category and brand.
  const onParent = (id: string) => {
    const isActive = active.parentId === id && !active.subId;
    update({ category: isActive ? null : id, sub: null, brand: null });
  };
  const onSub = (id: string) => {
    const isActive = active.subId === id;
    update({ category: active.parentId, sub: isActive ? null : id, brand: null });
  };
  const onBrand = (id: string) => update({ brand: search.brand === id ? null : id });
  const onSort = (sort: ListSort) => update({ sort: sort === DEFAULT_SHOP_SORT ? null : sort });
  const onSearch = (query: string) => update({ query: query || null });

  const filters = (
    <ShopFilters
      categories={categories ?? []}
      brands={brandsQuery.data ?? []}
      active={active}
      brandId={search.brand}
      onParent={onParent}
      onSub={onSub}
      onBrand={onBrand}
    />
  );

  return (
    <Container size="lg" py="xl">
      <Breadcrumbs
        items={[{ label: 'Home', to: '/' }, { label: 'Shop', to: '/shop' }, { label: 'Search' }]}
      />
      <Title order={1} mt="md" mb="lg">
        {heading}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <aside aria-label="Filters">{filters}</aside>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Group align="flex-end" gap="md" mb="lg" wrap="wrap">
            <div style={{ flex: '1 1 16rem' }}>
              <DebouncedSearchInput
                value={search.query}
                onSearch={onSearch}
                label="Search products"
                placeholder="Search products"
              />
            </div>
            <SortSelect value={search.sort} onChange={onSort} options={LIST_SORTS} />
            <Button
              hiddenFrom="md"
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
              onClick={drawer.open}
            >
              Filters
            </Button>
          </Group>

          {list.isPending ? (
            <CardSkeletonGrid count={PAGE_SIZES.shopSearch} />
          ) : products.length === 0 ? (
            <NotAvailable type="Products" />
          ) : (
            <>
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', md: 'lg' }}>
                {products.map((product) => (
                  <ProductCard key={product._id} product={product} />
                ))}
              </SimpleGrid>
              <LoadMoreButton
                label="Load More Products"
                onClick={() => void list.fetchNextPage()}
                loading={list.isFetchingNextPage}
                hasMore={list.hasNextPage && !list.isFetchNextPageError}
              />
            </>
          )}
        </Grid.Col>
      </Grid>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title="Filters"
        position="left"
        size="xs"
        hiddenFrom="md"
      >
        {filters}
      </Drawer>
    </Container>
  );
}
