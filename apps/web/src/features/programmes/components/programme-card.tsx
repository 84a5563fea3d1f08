import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import { RatingStars } from '../../../components/rating-stars';
import type { ProgrammeCard as ProgrammeCardData } from '../api/programmes-api';
import { CardLink } from '../../../components/card-link';
import { CoverImage } from '../../../components/cover-image';

const MAX_AVATARS = 4;

/** A coaching or consultation in the search grid; the whole card links to its detail page. */
export function ProgrammeCard({ programme, href }: { programme: ProgrammeCardData; href: string }) {
  const trainers = programme.trainers ?? [];
  const extra = trainers.length - MAX_AVATARS;
  return (
    <Card withBorder radius="md" padding="md" h="100%" pos="relative">
      <Card.Section pos="relative">
        <CoverImage src={programme.cover} alt={programme.title} width={640} height={480} loading="lazy" />
        {programme.discount?.active && programme.discount.discount_percentage > 0 && (
          <Badge color="red" pos="absolute" top={10} left={10}>
            {programme.discount.discount_percentage}% off
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Text fw={600} lineClamp={2} component="h3" m={0} fz="md">
          <CardLink to={href}>{programme.title}</CardLink>
        </Text>
        <RatingStars value={programme.average_rating} count={programme.rating_count} size="xs" />
        <Group justify="space-between" align="center" mt="auto" wrap="nowrap">
          {programme.starting_price !== null && programme.starting_price !== undefined ? (
            <Text fw={700}>From {formatRs(programme.starting_price)}</Text>
          ) : (
            <span />
          )}
          {trainers.length > 0 && (
            <Avatar.Group
              spacing="sm"
              aria-label={`Trainers: ${trainers.map((t) => t.name).join(', ')}`}
              role="img"
            >
              {trainers.slice(0, MAX_AVATARS).map((trainer) => (
                <Avatar
                  key={trainer._id}
                  src={trainer.profile_pic}
                  alt=""
                  name={trainer.name}
                  color="initials"
                  radius="xl"
                  size="md"
                />
              ))}
              {extra > 0 && (
                <Avatar radius="xl" size="md">
                  +{extra}
                </Avatar>
              )}
            </Avatar.Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
