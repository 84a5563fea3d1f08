import { Box, Card, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OFFERS_PAGE_SIZE, OFFERS_SHOWN_PER_KIND, type OfferKind } from '@oxstrength/shared/constants';
import type { Offer } from '@oxstrength/shared/contracts/site';
import { api } from '../lib/api-client';
import { CardLink } from './card-link';
import { CoverImage } from './cover-image';

export const activeOffersQuery = (kind: OfferKind) =>
  queryOptions({
    queryKey: ['offers', kind],
    // The pick is made when the offers arrive, so a page drawn on the server and the app agree on it.
    queryFn: () =>
      api<{ offers: Offer[] }>('/offers', {
        query: { resultsPerPage: OFFERS_PAGE_SIZE, status: 'active', valid_on: kind },
      }).then((r) => pickRandom(Array.isArray(r.offers) ? r.offers : [], OFFERS_SHOWN_PER_KIND)),
    staleTime: 5 * 60_000,
    // The spec gives offers no error state: a failed load simply shows no banner.
    retry: false,
  });

/** Picks `count` items at random without repeats (Fisher-Yates on a copy). */
function pickRandom<T>(items: T[], count: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, count);
}

/** Only paths inside the app become links; anything else is shown as information. */
const isAppPath = (link: string | null | undefined): link is string =>
  typeof link === 'string' && link.startsWith('/') && !link.startsWith('//');

function OfferCard({ offer }: { offer: Offer }) {
  const linked = isAppPath(offer.link);
  return (
    <Card withBorder radius="md" padding={0} pos="relative" h="100%">
      <CoverImage
        src={offer.cover}
        alt={offer.title}
        width={1200}
        height={400}
        loading="lazy"
        ratio="3 / 1"
      />
      <Box p="md">
        <Title order={3} size="h4">
          {linked ? <CardLink to={offer.link!}>{offer.title}</CardLink> : offer.title}
        </Title>
        <Text size="sm" c="gray.7" mt={4}>
          {offer.info}
        </Text>
      </Box>
    </Card>
  );
}

/**
 * Promotional banners of one kind (spec: offers request page size 10, status active; two picked at
 * random). Shows nothing while loading, on failure or when there are no offers.
 */
export function OffersBanner({ kind }: { kind: OfferKind }) {
  const { data } = useQuery(activeOffersQuery(kind));
  // Picked once per loaded list so the choice does not change on every render.
  const shown = Array.isArray(data) ? data : [];
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={`offers-${kind}-heading`} my="xl">
      <VisuallyHidden>
        <h2 id={`offers-${kind}-heading`}>Current offers</h2>
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: shown.length }} spacing="lg">
        {shown.map((offer) => (
          <OfferCard key={offer._id} offer={offer} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
