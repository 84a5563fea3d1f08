import { Anchor, Box, Group, SimpleGrid, Title } from '@mantine/core';
import { PAGE_SIZES } from '@oxstrength/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CardSkeletonGrid } from '../../../components/card-skeleton-grid';
import { productsQuery } from '../api/products-api';
import { ProductCard } from './product-card';

/** A parent category on the shop landing: its latest products and a View all link to the search. */
export function ParentCategorySection({ title, categoryId }: { title: string; categoryId: string }) {
  const { data, isPending } = useQuery({
    ...productsQuery({ parentCategory: categoryId }, PAGE_SIZES.homeProductsPerParent),
    retry: false,
  });
  const products = data?.products ?? [];
  // Nothing to show (no products, or the list failed, which the spec leaves silent).
  if (!isPending && products.length === 0) return null;
  const headingId = `shop-section-${categoryId}`;
  return (
    <Box component="section" aria-labelledby={headingId} my="xl">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Anchor
          component={Link}
          to={`/shop/search?category=${encodeURIComponent(categoryId)}`}
          aria-label={`View all ${title}`}
        >
          View all
        </Anchor>
      </Group>
      {isPending ? (
        <CardSkeletonGrid count={PAGE_SIZES.homeProductsPerParent} />
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', md: 'lg' }}>
          {products.map((product) => (
            <ProductCard key={product._id} product={product} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
