import {
  Anchor,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ClampedHtml } from '../../../components/clamped-html';
import { ImageLightbox } from '../../../components/image-lightbox';
import { OffersBanner } from '../../../components/offers-banner';
import { RatingStars } from '../../../components/rating-stars';
import { ApiError } from '../../../lib/api-client';
import { programmeQuery, type ProgrammeKind } from '../api/programmes-api';
import { PROGRAMME_KINDS, type ProgrammeKindConfig } from './programme-kind';
import { ProgrammePurchase } from './programme-purchase';
import { ProgrammeReviews } from './programme-reviews';
import { CoverImage } from '../../../components/cover-image';

function NotFound({ config, failed }: { config: ProgrammeKindConfig; failed: boolean }) {
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1}>{failed ? 'Something went wrong' : `${config.singular} not found`}</Title>
      <Text c="dimmed" mt="sm">
        {failed
          ? `We could not load this ${config.singular.toLowerCase()}. Please try again later.`
          : `The ${config.singular.toLowerCase()} you are looking for does not exist or is no longer available.`}
      </Text>
      <Button
        component={Link}
        to={config.listPath}
        mt="xl"
        leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
      >
        Back to {config.plural}
      </Button>
    </Container>
  );
}

/** /coaching/{slug} and /consultation/{slug}. */
export function ProgrammeDetail({ kind }: { kind: ProgrammeKind }) {
  const config = PROGRAMME_KINDS[kind];
  const { slug = '' } = useParams();
  const { data: programme, isPending, error } = useQuery(programmeQuery(kind, slug));
  const [lightboxOpen, setLightboxOpen] = useState(false);
  usePageTitle(programme ? `${programme.title} | OxStrength` : `${config.singular} | OxStrength`);

  if (isPending) {
    return (
      <Center py={120}>
        <Loader aria-label={`Loading ${config.singular.toLowerCase()}`} />
      </Center>
    );
  }
  if (!programme)
    return <NotFound config={config} failed={!(error instanceof ApiError && error.status === 404)} />;

  const discount =
    programme.discount?.active && programme.discount.discount_percentage > 0 ? programme.discount : null;

  return (
    <Container size="xl" py="xl">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: config.singular, to: config.listPath },
          { label: programme.title },
        ]}
      />
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <UnstyledButton
            onClick={() => setLightboxOpen(true)}
            aria-label={`View the cover image of ${programme.title}`}
            display="block"
            w="100%"
            style={{ cursor: 'zoom-in' }}
          >
            <CoverImage
              src={programme.cover}
              alt={programme.title}
              width={800}
              height={600}
              fetchPriority="high"
              radius="md"
            />
          </UnstyledButton>
          <ImageLightbox
            slides={[{ src: programme.cover, alt: programme.title }]}
            open={lightboxOpen}
            index={0}
            onClose={() => setLightboxOpen(false)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <div>
              <Title order={1}>{programme.title}</Title>
              <Group gap="sm" mt="xs">
                <RatingStars value={programme.average_rating} count={programme.rating_count} />
                {discount && (
                  <Badge color="red" size="lg">
                    {discount.discount_percentage}% off{discount.title ? `: ${discount.title}` : ''}
                  </Badge>
                )}
              </Group>
            </div>
            <ProgrammePurchase key={programme._id} config={config} programme={programme} />
            <Group gap="md">
              <Anchor component={Link} to="/template" fw={600}>
                <Group gap={6} component="span">
                  <IconTemplate size={18} aria-hidden="true" />
                  Explore Templates
                </Group>
              </Anchor>
              <Anchor component={Link} to="/template" fw={600}>
                Continue Shopping
              </Anchor>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>

      <Box component="section" aria-labelledby="programme-description-heading" mt="xl">
        <Title order={2} size="h3" id="programme-description-heading">
          Description
        </Title>
        <Box mt="sm">
          <ClampedHtml html={programme.description} lines={5} />
        </Box>
      </Box>

      <ProgrammeReviews kind={kind} programmeId={programme._id} />
      <OffersBanner kind={kind} />
    </Container>
  );
}
