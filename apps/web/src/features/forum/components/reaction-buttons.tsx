import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import type { Pressed, ReactionCounts } from '@oxstrength/shared/forum-reactions';

/** Like and dislike with their counts; pressed states are announced (aria-pressed). */
export function ReactionButtons({
  counts,
  onPress,
  label,
}: {
  counts: ReactionCounts;
  onPress: (pressed: Pressed) => void;
  /** What is reacted to, for screen readers ("discussion", "comment"). */
  label: string;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color={counts.has_liked === true ? 'blue' : 'gray'}
        size={44}
        aria-label={`Like ${label}`}
        aria-pressed={counts.has_liked === true}
        onClick={() => onPress('like')}
      >
        {counts.has_liked === true ? <IconThumbUpFilled size={18} /> : <IconThumbUp size={18} />}
      </ActionIcon>
      <Text size="sm" miw={16}>
        {counts.likes}
        <VisuallyHidden> likes</VisuallyHidden>
      </Text>
      <ActionIcon
        variant="subtle"
        color={counts.has_liked === false ? 'red' : 'gray'}
        size={44}
        aria-label={`Dislike ${label}`}
        aria-pressed={counts.has_liked === false}
        onClick={() => onPress('dislike')}
      >
        {counts.has_liked === false ? <IconThumbDownFilled size={18} /> : <IconThumbDown size={18} />}
      </ActionIcon>
      <Text size="sm" miw={16}>
        {counts.dislikes}
        <VisuallyHidden> dislikes</VisuallyHidden>
      </Text>
    </Group>
  );
}
