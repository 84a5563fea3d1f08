import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Anchor, Box, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { DASHBOARD_PACKAGES } from '@oxstrength/shared/training';
import { useId } from 'react';
import { Link } from 'react-router';
import { CardSkeletonGrid } from '../../../components/card-skeleton-grid';
import { CarouselNav, useCarouselNav } from '../../../components/carousel-nav';
import type { SubscribedTemplate } from '../api/training-api';
import { EmptyPackages } from './empty-packages';
import { PackageCard } from './package-card';

/** My Packages on the dashboard: up to four of the current packages, and View all (My Templates). */
export function MyPackagesCarousel({
  subscriptions,
  loading,
  failed,
  retrying,
  onRetry,
  onSetDate,
}: {
  subscriptions: SubscribedTemplate[] | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  onSetDate: (subscription: SubscribedTemplate) => void;
}) {
  const headingId = useId();
  const carouselId = useId();
  const nav = useCarouselNav();
  const shown = (subscriptions ?? []).slice(0, DASHBOARD_PACKAGES);

  let body;
  if (loading) body = <CardSkeletonGrid count={DASHBOARD_PACKAGES} />;
  else if (failed)
    body = (
      <Center py="lg">
        <Stack align="center" gap="sm" role="status">
          <Text c="dimmed">Your packages could not be loaded.</Text>
          <Button variant="default" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  else if (shown.length === 0) body = <EmptyPackages />;
  else
    body = (
      <Carousel
        id={carouselId}
        slideSize={{ base: '85%', xs: '50%', sm: '33.333%', md: '25%' }}
        slideGap="md"
        emblaOptions={{ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 }}
        withControls={false}
        getEmblaApi={nav.getEmblaApi}
        aria-label="My Packages"
      >
        {shown.map((s) => (
          <Carousel.Slide key={s._id}>
            <PackageCard subscription={s} onSetDate={onSetDate} />
          </Carousel.Slide>
        ))}
      </Carousel>
    );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="xs" mb="md">
        <Title order={2} size="h3" id={headingId}>
          My Packages
        </Title>
        <Group gap="md" wrap="nowrap" ml="auto">
          <Anchor component={Link} to="/dashboard/packages" fw={600} py={10}>
            View all
          </Anchor>
          {shown.length > 1 && <CarouselNav nav={nav} label="My Packages" carouselId={carouselId} />}
        </Group>
      </Group>
      {body}
    </Box>
  );
}
