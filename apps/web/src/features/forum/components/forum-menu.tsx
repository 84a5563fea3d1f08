import { Avatar, Button, Group, NavLink, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ForumSort } from '@oxstrength/shared/schemas/forum';
import { trainingCategoriesQuery } from '../../templates/api/templates-api';
import { topAuthorsQuery } from '../api/forum-api';

/** The forum's left menu (spec part 2, section 2): views, My Discussions (members), Categories, Top Users. */

export interface MenuState {
  sort: ForumSort;
  category?: string;
  author?: string;
}

/** The list's address for a state (only what differs from the default is written). */
export function forumHref(state: MenuState) {
  const params = new URLSearchParams();
  if (state.sort !== 'latest') params.set('sort', state.sort);
  if (state.category) params.set('category', state.category);
  if (state.author) params.set('author', state.author);
  const qs = params.toString();
  return qs ? `/forum?${qs}` : '/forum';
}

const VIEWS: { label: string; sort: ForumSort }[] = [
  { label: 'All Discussion', sort: 'latest' },
  { label: 'Most Viewed', sort: 'popular' },
  { label: 'Most Commented', sort: 'most_comments' },
];

export function ForumMenu({
  state,
  myId,
  canAsk,
  onAsk,
}: {
  state: MenuState;
  /** The signed-in member's id: shows My Discussions. */
  myId?: string;
  canAsk: boolean;
  onAsk: () => void;
}) {
  const categories = useQuery(trainingCategoriesQuery());
  const authors = useQuery(topAuthorsQuery());
  const plain = !state.category && !state.author;

  return (
    <Stack gap="md" component="nav" aria-label="Forum">
      {canAsk && (
        <Button onClick={onAsk} fullWidth>
          Ask Question
        </Button>
      )}
      <Paper withBorder p="xs" radius="md">
        {VIEWS.map((v) => (
          <NavLink
            key={v.sort}
            component={Link}
            to={forumHref({ sort: v.sort })}
            label={v.label}
            active={plain && state.sort === v.sort}
          />
        ))}
        {myId && (
          <NavLink
            component={Link}
            to={forumHref({ sort: 'latest', author: myId })}
            label="My Discussions"
            active={state.author === myId}
          />
        )}
      </Paper>
      <Paper withBorder p="xs" radius="md">
        <Title order={2} size="h5" px="sm" py={6}>
          Categories
        </Title>
        {categories.isPending ? (
          <Skeleton h={120} />
        ) : (
          (categories.data ?? []).map((c) => (
            <NavLink
              key={c._id}
              component={Link}
              to={forumHref({ sort: state.sort, category: c._id })}
              label={c.name}
              active={state.category === c._id}
            />
          ))
        )}
      </Paper>
      <Paper withBorder p="xs" radius="md">
        <Title order={2} size="h5" px="sm" py={6}>
          Top Users
        </Title>
        {authors.isPending ? (
          <Skeleton h={120} />
        ) : (authors.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" pb="xs">
            No posts in the last 30 days.
          </Text>
        ) : (
          (authors.data ?? []).map((a) => (
            <NavLink
              key={a._id}
              component={Link}
              to={forumHref({ sort: 'latest', author: a._id })}
              active={state.author === a._id && state.author !== myId}
              label={
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={a.profile_pic} name={a.name} alt="" size={28} radius="xl" />
                  <Text size="sm" truncate>
                    {a.name}
                  </Text>
                </Group>
              }
              description={`${a.posts} ${a.posts === 1 ? 'post' : 'posts'}`}
            />
          ))
        )}
      </Paper>
    </Stack>
  );
}
