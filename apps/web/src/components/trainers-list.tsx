import { Anchor, Badge, Box, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { TrainerSummary } from '@oxstrength/shared/contracts/common';
import { CardLink } from './card-link';
import { CoverImage } from './cover-image';

export const trainerProfilePath = (slug: string) => `/trainer/${slug}/profile`;

/** One trainer: picture, name and training category; the whole card links to the profile. */
export function TrainerCard({ trainer }: { trainer: TrainerSummary }) {
  return (
    <Card withBorder radius="md" padding="md" h="100%" pos="relative">
      <Card.Section>
        {trainer.profile_pic ? (
          <CoverImage
            src={trainer.profile_pic}
            alt={trainer.name}
            width={400}
            height={400}
            loading="lazy"
            ratio="1 / 1"
          />
        ) : (
          <Box
            bg="gray.1"
            style={{ aspectRatio: '1 / 1', display: 'grid', placeItems: 'center' }}
            aria-hidden="true"
          >
            <Text fz={48} fw={700} c="gray.5">
              {trainer.name.slice(0, 1).toUpperCase()}
            </Text>
          </Box>
        )}
      </Card.Section>
      <Stack gap={4} mt="md">
        {/* Names wrap rather than being cut: a phone's two-column grid leaves a card about 150 px wide. */}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Text fw={600} component="h3" m={0} fz="md" style={{ minWidth: 0, overflowWrap: 'break-word' }}>
            <CardLink to={trainerProfilePath(trainer.slug)}>{trainer.name}</CardLink>
          </Text>
          {trainer.is_verified && (
            <IconRosetteDiscountCheckFilled
              size={18}
              color="var(--mantine-color-blue-6)"
              aria-label="Verified trainer"
              role="img"
              style={{ flexShrink: 0, marginTop: 3 }}
            />
          )}
        </Group>
        {trainer.training_category && (
          <Badge
            variant="light"
            color="gray"
            w="fit-content"
            maw="100%"
            h="auto"
            py={2}
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          >
            {trainer.training_category.name}
          </Badge>
        )}
        {trainer.designation && (
          <Text size="sm" c="dimmed">
            {trainer.designation}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

const GRID_COLS = { base: 2, sm: 3, md: 4 } as const;

export function TrainersGrid({ trainers }: { trainers: TrainerSummary[] }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="lg">
      {trainers.map((trainer) => (
        <TrainerCard key={trainer._id} trainer={trainer} />
      ))}
    </SimpleGrid>
  );
}

export function TrainersGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading trainers">
      <SimpleGrid cols={GRID_COLS} spacing="lg" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} withBorder radius="md" padding="md">
            <Card.Section>
              <Skeleton style={{ aspectRatio: '1 / 1' }} radius={0} />
            </Card.Section>
            <Skeleton height={16} mt="md" width="70%" />
            <Skeleton height={12} mt="sm" width="40%" />
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}

/**
 * A titled section with the trainers for the home and about pages, with a link to /trainers: skeletons while
 * `isPending`, then the first `limit` of `trainers`. Renders nothing when there are none or the load failed.
 */
export function TrainersList({
  title = 'Our Trainers',
  limit,
  trainers: all,
  isPending,
}: {
  title?: string;
  limit?: number;
  /** The trainers (GET /user/trainers); undefined while loading or after a failed load. */
  trainers: TrainerSummary[] | undefined;
  isPending: boolean;
}) {
  const headingId = useId();
  const trainers = (all ?? []).slice(0, limit);
  if (!isPending && trainers.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} my="xl">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Anchor component={Link} to="/trainers" fw={600}>
          View all trainers
        </Anchor>
      </Group>
      {isPending ? <TrainersGridSkeleton /> : <TrainersGrid trainers={trainers} />}
    </Box>
  );
}
