import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Anchor, Box, Group, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { TemplateCard as TemplateCardData } from '../lib/catalogue/types';
import { TemplateCard } from './template-card';

/** A titled row of template cards: 1.2 visible on phones, 4-5 on desktop. Renders nothing when empty. */
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
  if (templates.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} my="xl">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {viewAllHref && (
          <Anchor component={Link} to={viewAllHref} fw={600}>
            View all
          </Anchor>
        )}
      </Group>
      <Carousel
        slideSize={{ base: '83%', xs: '45%', sm: '33.333%', md: '25%', lg: '20%' }}
        slideGap="md"
        emblaOptions={{ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 }}
        withControls={templates.length > 1}
        controlsOffset="xs"
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
