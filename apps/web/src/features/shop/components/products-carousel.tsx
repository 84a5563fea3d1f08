import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Box, Group, Title } from '@mantine/core';
import { useId } from 'react';
import { CarouselNav, useCarouselNav } from '../../../components/carousel-nav';
import type { ProductCard as ProductCardData } from '@oxstrength/shared/contracts/products';
import { ProductCard } from './product-card';

/**
 * A titled row of product cards: 4 to 5 on desktop, a card and a peek on phones. The previous and next
 * buttons sit in the heading row, clear of the cards.
 */
export function ProductsCarousel({ title, products }: { title: string; products: ProductCardData[] }) {
  const headingId = useId();
  const carouselId = useId();
  const nav = useCarouselNav();
  if (products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} my="xl">
      <Group justify="space-between" align="center" gap="xs" mb="md">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        {products.length > 1 && <CarouselNav nav={nav} label={title} carouselId={carouselId} />}
      </Group>
      <Carousel
        id={carouselId}
        slideSize={{ base: '80%', xs: '45%', sm: '33.333%', md: '25%', lg: '20%' }}
        slideGap="md"
        emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
        withControls={false}
        getEmblaApi={nav.getEmblaApi}
      >
        {products.map((product) => (
          <Carousel.Slide key={product._id}>
            <ProductCard product={product} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
