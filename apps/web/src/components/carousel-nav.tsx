import type { CarouselProps } from '@mantine/carousel';
import { ActionIcon, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

type Embla = Parameters<NonNullable<CarouselProps['getEmblaApi']>>[0];

/**
 * Previous and next buttons for a card carousel, for its heading row. Mantine draws its own controls
 * half-way down the slides, which on cards is over their titles; carousels of cards turn those off
 * (`withControls={false}`) and hand `getEmblaApi` from this hook to the Carousel instead.
 */
export function useCarouselNav() {
  const [embla, setEmbla] = useState<Embla | null>(null);
  const [can, setCan] = useState({ prev: false, next: false });
  useEffect(() => {
    if (!embla) return;
    const update = () => setCan({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update);
    embla.on('reInit', update);
    return () => {
      embla.off('select', update);
      embla.off('reInit', update);
    };
  }, [embla]);
  return { embla, getEmblaApi: setEmbla, canScrollPrev: can.prev, canScrollNext: can.next };
}

/**
 * The buttons: 36 px round, named "Previous {label}" and "Next {label}", controlling the carousel whose id
 * is `carouselId`. At either end a button stays focusable but is marked disabled (so keyboard focus is not
 * lost); when every slide fits there is nothing to scroll and no buttons are shown.
 */
export function CarouselNav({
  nav,
  label,
  carouselId,
}: {
  nav: ReturnType<typeof useCarouselNav>;
  label: string;
  carouselId: string;
}) {
  const { embla, canScrollPrev, canScrollNext } = nav;
  if (embla && !canScrollPrev && !canScrollNext) return null;
  const button = (direction: 'Previous' | 'Next', enabled: boolean) => (
    <ActionIcon
      variant="default"
      radius="xl"
      size={36}
      aria-label={`${direction} ${label}`}
      aria-controls={carouselId}
      aria-disabled={!enabled}
      data-disabled={!enabled || undefined}
      onClick={() => {
        if (!enabled) return;
        if (direction === 'Previous') embla?.scrollPrev();
        else embla?.scrollNext();
      }}
    >
      {direction === 'Previous' ? (
        <IconChevronLeft size={20} aria-hidden />
      ) : (
        <IconChevronRight size={20} aria-hidden />
      )}
    </ActionIcon>
  );
  return (
    <Group gap={8} wrap="nowrap" ml="auto">
      {button('Previous', canScrollPrev)}
      {button('Next', canScrollNext)}
    </Group>
  );
}
