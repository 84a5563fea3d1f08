import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { TemplateCard as TemplateCardData } from '@oxstrength/shared/contracts/templates';
import { PriceTag } from './price-tag';
import { RatingStars } from './rating-stars';
import { CardLink } from './card-link';
import { CoverImage } from './cover-image';

/**
 * A training template in a grid or carousel; the whole card links to /template/{slug}. `lead` marks the
 * first card of a page, whose picture is on the first screen: it loads at once, ahead of the rest.
 */
export function TemplateCard({ template, lead = false }: { template: TemplateCardData; lead?: boolean }) {
  const href = `/template/${template.slug}`;
  return (
    <Card withBorder radius="md" padding="md" h="100%" pos="relative">
      <Card.Section pos="relative">
        <CoverImage
          src={template.cover}
          alt={template.title}
          width={640}
          height={480}
          loading={lead ? 'eager' : 'lazy'}
          fetchPriority={lead ? 'high' : undefined}
        />
        {template.discount.active && template.discounted_price < template.price && (
          <Badge color="red" pos="absolute" top={10} left={10}>
            {template.discount.discount_percentage}% off
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Text fw={600} lineClamp={2} component="h3" m={0} fz="md">
          <CardLink to={href}>{template.title}</CardLink>
        </Text>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {template.weeks} {template.weeks === 1 ? 'week' : 'weeks'}
          </Text>
          <RatingStars value={template.average_rating} count={template.rating_count} size="xs" />
        </Group>
        <div style={{ marginTop: 'auto' }}>
          <PriceTag price={template.price} discountedPrice={template.discounted_price} size="sm" />
        </div>
      </Stack>
    </Card>
  );
}
