import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Box, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { CarouselNav, useCarouselNav } from '../../../components/carousel-nav';
import type { ProductCategory } from '@oxstrength/shared/contracts/categories';
import { CategoryIcon } from './category-icon';

interface Tile {
  id: string;
  name: string;
  count: number | undefined;
  icon: string | null;
  /** The parent's slug, for the drawn icon. */
  kind: string;
}

/** Parents first, then each parent's sub-categories (with the parent's icon). */
function tiles(categories: ProductCategory[]): Tile[] {
  const parents = categories.map((c) => ({
    id: c._id,
    name: c.name,
    count: c.product,
    icon: c.icon,
    kind: c.slug,
  }));
  const subs = categories.flatMap((c) =>
    c.subCategories.map((s) => ({ id: s._id, name: s.name, count: s.product, icon: c.icon, kind: c.slug })),
  );
  return [...parents, ...subs];
}

const productCount = (n: number) => `${n} ${n === 1 ? 'Product' : 'Products'}`;

/**
 * Shop categories with icon and product count, each opening the search filtered by it. The previous and
 * next buttons sit in the heading row, clear of the tiles.
 */
export function CategoryCarousel({ categories }: { categories: ProductCategory[] }) {
  const carouselId = useId();
  const nav = useCarouselNav();
  const items = tiles(categories);
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="shop-categories-heading" my="xl">
      <Group justify="space-between" align="center" gap="xs" mb="md">
        <Title order={2} id="shop-categories-heading">
          Shop by Category
        </Title>
        {items.length > 1 && <CarouselNav nav={nav} label="categories" carouselId={carouselId} />}
      </Group>
      <Carousel
        id={carouselId}
        slideSize={{ base: '45%', xs: '33.333%', sm: '25%', md: '20%', lg: '16.666%' }}
        slideGap="md"
        emblaOptions={{ align: 'start', containScroll: 'trimSnaps' }}
        withControls={false}
        getEmblaApi={nav.getEmblaApi}
      >
        {items.map((item) => (
          <Carousel.Slide key={item.id}>
            <UnstyledButton
              component={Link}
              to={`/shop/search?category=${encodeURIComponent(item.id)}`}
              display="block"
              h="100%"
            >
              <Card withBorder radius="md" h="100%">
                <Stack align="center" gap={6} ta="center">
                  <CategoryIcon icon={item.icon} slug={item.kind} />
                  <Text fw={600}>{item.name}</Text>
                  {item.count !== undefined && (
                    <Text size="sm" c="dimmed">
                      {productCount(item.count)}
                    </Text>
                  )}
                </Stack>
              </Card>
            </UnstyledButton>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
