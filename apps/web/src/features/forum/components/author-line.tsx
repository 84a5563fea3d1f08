import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ForumAuthor } from '@oxstrength/shared/contracts/forum';
import { nepalDateOf } from '@oxstrength/shared/nepal-time';
import { shortDate } from '../../../lib/calendar-date';

/** The date a post was written, in Nepal, as the spec shows dates (D MMM, YYYY): the same on server and browser. */
export const postedOn = (createdAt: string) => shortDate(nepalDateOf(createdAt));

/** Who wrote it (name and picture, never their email) and when. */
export function AuthorLine({
  author,
  createdAt,
  size = 'md',
}: {
  author: ForumAuthor;
  createdAt: string;
  size?: 'sm' | 'md';
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar src={author.profile_pic} name={author.name} alt="" size={size === 'sm' ? 32 : 40} radius="xl" />
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm" truncate>
          {author.name}
        </Text>
        <Text size="xs" c="dimmed">
          {postedOn(createdAt)}
        </Text>
      </Stack>
    </Group>
  );
}
