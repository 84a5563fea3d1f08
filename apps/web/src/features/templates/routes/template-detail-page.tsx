import {
  Anchor,
  Badge,
  Box,
  Center,
  Container,
  Divider,
  Grid,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { ClampedHtml } from '../../../components/clamped-html';
import { ImageLightbox } from '../../../components/image-lightbox';
import { PriceTag } from '../../../components/price-tag';
import { RatingStars } from '../../../components/rating-stars';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { similarTemplatesQuery, templateQuery } from '../api/templates-api';
import type { Template } from '@oxstrength/shared/contracts/templates';
import { scheduleSummary } from '../components/schedule-summary';
import { TemplateFacts } from '../components/template-facts';
import { TemplatePurchase } from '../components/template-purchase';
import { WhenVisible } from '../../../components/when-visible';

const COVER = { width: 800, height: 600 };

// Below the fold: their code and data load when the visitor scrolls near them.
const TemplateReviews = lazy(() =>
  import('../components/template-reviews').then((m) => ({ default: m.TemplateReviews })),
);
const TemplatesCarousel = lazy(() =>
  import('../../../components/templates-carousel').then((m) => ({ default: m.TemplatesCarousel })),
);

function Missing({ message }: { message: string }) {
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1}>{message}</Title>
        <Text c="dimmed">The template you are looking for does not exist or is no longer available.</Text>
        <Anchor component={Link} to="/template" fw={600}>
          Browse all templates
        </Anchor>
      </Stack>
    </Container>
  );
}

function TemplateDetail({ template }: { template: Template }) {
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const similar = useQuery(similarTemplatesQuery(template._id));
  const schedule = scheduleSummary(template);
  const discounted = template.discount.active && template.discounted_price < template.price;

  return (
    <Container size="xl" py="lg">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Templates', to: '/template' },
          { label: template.title },
        ]}
      />
      <Grid gap="xl" mt="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <UnstyledButton
            onClick={() => setLightboxOpen(true)}
            aria-label={`Enlarge the cover of ${template.title}`}
            w="100%"
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', cursor: 'zoom-in' }}
          >
            <img
              src={template.cover}
              alt={template.title}
              width={COVER.width}
              height={COVER.height}
              fetchPriority="high"
              decoding="async"
              style={{
                display: 'block',
                width: '100%',
                height: 'auto',
                aspectRatio: '4 / 3',
                objectFit: 'cover',
              }}
            />
          </UnstyledButton>
          <ImageLightbox
            slides={[{ src: template.cover, alt: template.title, ...COVER }]}
            open={lightboxOpen}
            index={0}
            onClose={() => setLightboxOpen(false)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Title order={1} size="h2">
              {template.title}
            </Title>
            <RatingStars value={template.average_rating} count={template.rating_count} />
            <Group gap="sm" align="center">
              <PriceTag price={template.price} discountedPrice={template.discounted_price} size="lg" />
              {discounted && (
                <Badge color="red" variant="filled" size="lg">
                  {template.discount.title
                    ? `${template.discount.title} · ${template.discount.discount_percentage}% off`
                    : `${template.discount.discount_percentage}% off`}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              Prices include all taxes.
            </Text>
            <Group gap="lg" wrap="wrap">
              <Text size="sm">
                <Text span fw={600}>
                  Duration:
                </Text>{' '}
                {template.weeks} {template.weeks === 1 ? 'week' : 'weeks'}
              </Text>
              {template.training_category && (
                <Text size="sm">
                  <Text span fw={600}>
                    Training:
                  </Text>{' '}
                  {template.training_category.name}
                </Text>
              )}
              {template.trainer && (
                <Text size="sm">
                  <Text span fw={600}>
                    Trainer:
                  </Text>{' '}
                  <Anchor component={Link} to={`/trainer/${template.trainer.slug}/profile`} inherit>
                    {template.trainer.name}
                  </Anchor>
                </Text>
              )}
            </Group>
            <Divider my="xs" />
            <TemplatePurchase template={template} />
          </Stack>
        </Grid.Col>
      </Grid>

      <Grid gap="xl" mt="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            {template.detail.program_description && (
              <Box component="section" aria-labelledby="template-description-heading">
                <Title order={2} size="h3" id="template-description-heading" mb="sm">
                  Description
                </Title>
                <ClampedHtml html={template.detail.program_description} lines={5} />
              </Box>
            )}
            <TemplateFacts detail={template.detail} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {(template.whats_inside.length > 0 || schedule) && (
            <Box component="section" aria-labelledby="template-inside-heading">
              <Title order={2} size="h3" id="template-inside-heading" mb="sm">
                What&apos;s Inside
              </Title>
              <List spacing="xs" size="sm">
                {template.whats_inside.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
                {schedule && <List.Item>{schedule}</List.Item>}
              </List>
            </Box>
          )}
        </Grid.Col>
      </Grid>

      <WhenVisible minHeight={480}>
        <Suspense fallback={<Box mih={480} />}>
          <TemplateReviews templateId={template._id} />
          <TemplatesCarousel
            title="Similar Templates"
            templates={similar.data ?? []}
            viewAllHref="/template"
          />
        </Suspense>
      </WhenVisible>
    </Container>
  );
}

/** /template/{slug}: the template, buying for oneself or as a gift, reviews and similar templates. */
export function Component() {
  const { slug = '' } = useParams();
  const template = useQuery(templateQuery(slug));
  usePageTitle(
    template.data
      ? `${template.data.title} | OxStrength`
      : template.isError
        ? 'Template not found | OxStrength'
        : 'OxStrength',
  );

  if (template.isPending) {
    return (
      <Center py={120}>
        <Loader aria-label="Loading template" />
      </Center>
    );
  }
  if (template.isError) {
    const notFound = template.error instanceof ApiError && template.error.status === 404;
    return <Missing message={notFound ? 'Template not found' : errorMessage(template.error)} />;
  }
  return <TemplateDetail key={template.data._id} template={template.data} />;
}
