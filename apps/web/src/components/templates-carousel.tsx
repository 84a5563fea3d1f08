import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Anchor, Box, Group, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { TemplateCard as TemplateCardData } from '@oxstrength/shared/contracts/templates';
import { CarouselNav, useCarouselNav } from './carousel-nav';
import { TemplateCard } from './template-card';

/**
 * A titled row of template cards: 1.2 visible on phones, 4-5 on desktop. Renders nothing when empty. The
 * previous and next buttons sit in the heading row, clear of the cards.
 */
export function TemplatesCarousel({
  title,
  templates,
  viewAllHref,
}: {
  title: string;
  templates: TemplateCardData[];
  viewAllHref?: string;
}) {
  const headingId = useId();
  const carouselId = useId();
  const nav = useCarouselNav();
  if (templates.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} my="xl">
      <Group justify="space-between" align="center" gap="xs" mb="md">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        <Group gap="md" wrap="nowrap" ml="auto">
          {viewAllHref && (
            <Anchor component={Link} to={viewAllHref} fw={600}>
              View all
            </Anchor>
          )}
          {templates.length > 1 && <CarouselNav nav={nav} label={title} carouselId={carouselId} />}
        </Group>
      </Group>
      <Carousel
        id={carouselId}
        slideSize={{ base: '83%', xs: '45%', sm: '33.333%', md: '25%', lg: '20%' }}
        slideGap="md"
        emblaOptions={{ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 }}
        withControls={false}
        getEmblaApi={nav.getEmblaApi}
        aria-label={title}
      >
        {templates.map((t) => (
          <Carousel.Slide key={t._id}>
            <TemplateCard template={t} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
