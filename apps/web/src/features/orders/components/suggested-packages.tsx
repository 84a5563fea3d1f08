import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Box, Group, Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { CarouselNav, useCarouselNav } from '../../../components/carousel-nav';
import { TemplateCard } from '../../../components/template-card';
import { templatesQuery } from '../../templates/api/templates-api';

const SUGGESTED_COUNT = 6;

/** The orders page's side carousel of featured templates; nothing when there are none or the load fails. */
export function SuggestedPackages() {
  const { data, isPending } = useQuery({
    ...templatesQuery({ featured: true }, 1, SUGGESTED_COUNT),
    retry: false,
  });
  const carouselId = useId();
  const nav = useCarouselNav();
  const templates = data?.templates ?? [];
  if (!isPending && templates.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="suggested-packages-heading">
      <Group justify="space-between" align="center" gap="xs" mb="md">
        <Title order={2} size="h4" id="suggested-packages-heading">
          Suggested Packages
        </Title>
        {!isPending && templates.length > 1 && (
          <CarouselNav nav={nav} label="Suggested Packages" carouselId={carouselId} />
        )}
      </Group>
      {isPending ? (
        <Skeleton height={320} radius="md" aria-hidden="true" />
      ) : (
        <Carousel
          id={carouselId}
          slideSize={{ base: '83%', xs: '50%', md: '100%' }}
          slideGap="md"
          emblaOptions={{ align: 'start', containScroll: 'trimSnaps' }}
          withControls={false}
          getEmblaApi={nav.getEmblaApi}
          aria-label="Suggested Packages"
        >
          {templates.map((t) => (
            <Carousel.Slide key={t._id}>
              <TemplateCard template={t} />
            </Carousel.Slide>
          ))}
        </Carousel>
      )}
    </Box>
  );
}
