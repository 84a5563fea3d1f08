import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Box, Title } from '@mantine/core';
import { useId } from 'react';
import type { ProductCard as ProductCardData } from '../../../lib/catalogue/types';
import { ProductCard } from './product-card';

/** A titled row of product cards: 4 to 5 on desktop, a card and a peek on phones. */
export function ProductsCarousel({ title, products }: { title: string; products: ProductCardData[] }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} my="xl">
      <Title order={2} id={headingId} mb="md">
        {title}
      </Title>
      <Carousel
        slideSize={{ base: '80%', xs: '45%', sm: '33.333%', md: '25%', lg: '20%' }}
        slideGap="md"
        emblaOptions={{ align: 'start', slidesToScroll: 1, containScroll: 'trimSnaps' }}
        withControls={products.length > 1}
        previousControlProps={{ 'aria-label': `Previous ${title}` }}
        nextControlProps={{ 'aria-label': `Next ${title}` }}
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
