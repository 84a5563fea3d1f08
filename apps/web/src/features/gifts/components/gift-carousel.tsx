import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { Box, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId } from 'react';
import type { Gift } from '../api/gifts-api';
import { GiftCard } from './gift-card';

/**
 * How many gifts a row shows (spec part 2, Gifts): 5 on large screens, 3 under 768 px, 2 under 568 px, 1 at
 * 320 px. Read before the first paint, so a phone never draws five.
 */
export function useGiftsPerRow(): number {
  const options = { getInitialValueInEffect: false };
  const tiny = useMediaQuery('(max-width: 320px)', false, options);
  const small = useMediaQuery('(max-width: 567.98px)', false, options);
  const medium = useMediaQuery('(max-width: 767.98px)', false, options);
  return tiny ? 1 : small ? 2 : medium ? 3 : 5;
}

/**
 * The spec's carousel "speed 500" is 500 ms a slide; embla's `duration` is not in ms (default 25, about 400 ms):
 * 30 is its nearest.
 */
const DURATION = 30;

/** One section of a gifts tab (Templates, Coachings, Consultations): a carousel with no arrows, not looping. */
export function GiftCarousel({
  title,
  gifts,
  onClaim,
  claimingId,
}: {
  title: string;
  gifts: Gift[];
  onClaim?: (gift: Gift) => void;
  claimingId?: string | null;
}) {
  const headingId = useId();
  const perRow = useGiftsPerRow();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      <Carousel
        slideSize={`${100 / perRow}%`}
        slideGap="md"
        withControls={false}
        withIndicators={false}
        emblaOptions={{ align: 'start', loop: false, containScroll: 'trimSnaps', duration: DURATION }}
      >
        {gifts.map((gift) => (
          <Carousel.Slide key={gift._id} pt={4} pl={4}>
            <GiftCard gift={gift} onClaim={onClaim} claiming={claimingId === gift._id} />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
