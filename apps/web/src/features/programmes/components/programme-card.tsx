import { Anchor, Avatar, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import { Link } from 'react-router';
import { RatingStars } from '../../../components/rating-stars';
import type { ProgrammeCard as ProgrammeCardData } from '../api/programmes-api';

const MAX_AVATARS = 4;

/** A coaching or consultation in the search grid; the whole card links to its detail page. */
export function ProgrammeCard({ programme, href }: { programme: ProgrammeCardData; href: string }) {
  const trainers = programme.trainers ?? [];
  const extra = trainers.length - MAX_AVATARS;
  return (
    <Card withBorder radius="md" padding="md" h="100%" pos="relative">
      <Card.Section pos="relative">
        <Image
          src={programme.cover}
          alt={programme.title}
          width={640}
          height={480}
          loading="lazy"
          decoding="async"
          w="100%"
          h="auto"
          style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
        />
        {programme.discount?.active && programme.discount.discount_percentage > 0 && (
          <Badge color="red" pos="absolute" top={10} left={10}>
            {programme.discount.discount_percentage}% off
          </Badge>
        )}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Text fw={600} lineClamp={2} component="h3" m={0} fz="md">
          {/* The link's box covers the card so the whole card is one click target. */}
          <Anchor
            component={Link}
            to={href}
            inherit
            c="inherit"
            underline="hover"
            style={{ position: 'static' }}
          >
            <span style={{ position: 'absolute', inset: 0 }} aria-hidden="true" />
            {programme.title}
          </Anchor>
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
