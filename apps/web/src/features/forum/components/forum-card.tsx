import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { Forum } from '@oxstrength/shared/contracts/forum';
import { Link } from 'react-router';
import { reactToForum } from '../api/forum-api';
import { AuthorLine } from './author-line';
import { ReactionButtons } from './reaction-buttons';
import { useReaction } from './use-reaction';

/** A discussion in the list: opening it and reacting are for members (`guard`). */
export function ForumCard({ forum, guard }: { forum: Forum; guard: () => boolean }) {
  const { counts, press } = useReaction(forum, (pressed) => reactToForum(forum._id, pressed), guard);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={`forum-${forum._id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <AuthorLine author={forum.author} createdAt={forum.createdAt} />
        {/* At most half the row: a long category wraps inside its badge rather than being cut. */}
        <Badge variant="light" maw="50%">
          {forum.training_category.name}
        </Badge>
      </Group>
      <Stack gap="xs" mt="sm">
        <Anchor
          component={Link}
          to={`/forum/${forum._id}`}
          id={`forum-${forum._id}`}
          fw={700}
          size="lg"
          c="dark"
          style={{ overflowWrap: 'anywhere' }}
          onClick={(event) => {
            if (!guard()) event.preventDefault();
          }}
        >
          {forum.topic}
        </Anchor>
        {forum.cover_image && (
          <Image src={forum.cover_image} alt="" h={160} radius="sm" fit="cover" loading="lazy" />
        )}
        <Text size="sm" c="dimmed" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {forum.description}
        </Text>
      </Stack>
      <Group justify="space-between" mt="sm" gap="xs">
        <ReactionButtons counts={counts} onPress={press} label="discussion" />
        <Group gap="md">
          <Text size="sm" c="dimmed">
            {forum.comments_count} {forum.comments_count === 1 ? 'comment' : 'comments'}
          </Text>
          <Text size="sm" c="dimmed">
            {forum.views} {forum.views === 1 ? 'view' : 'views'}
          </Text>
        </Group>
      </Group>
    </Card>
  );
}
