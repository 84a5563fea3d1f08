import { Box, Button, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FORUM_SORTS, type ForumSort } from '@oxstrength/shared/schemas/forum';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { CardSkeletonGrid } from '../../../components/card-skeleton-grid';
import { LoadMoreButton } from '../../../components/load-more-button';
import { QueryState } from '../../../components/query-state';
import { usePageTitle } from '../../../lib/page-title';
import { featuredForumsQuery, forumsQuery } from '../api/forum-api';
import { AskQuestionModal } from '../components/ask-question-modal';
import { ForumCard } from '../components/forum-card';
import { ForumMenu, type MenuState } from '../components/forum-menu';
import { useForumAccess } from '../components/use-forum-access';

/** Featured discussions come after this many items (spec part 2, section 2). */
const FEATURED_AFTER = 4;

const readState = (params: URLSearchParams): MenuState => {
  const sort = params.get('sort');
  return {
    sort: FORUM_SORTS.includes(sort as ForumSort) ? (sort as ForumSort) : 'latest',
    category: params.get('category') || undefined,
    author: params.get('author') || undefined,
  };
};

/** /forum: the discussion list (anyone may read it; the server draws it for a guest). */
export function Component() {
  usePageTitle('Forum | OxStrength');
  const [params] = useSearchParams();
  const state = readState(params);
  const access = useForumAccess();
  const [asking, setAsking] = useState(false);
  const list = useInfiniteQuery(forumsQuery(state, access.viewer));
  const featured = useQuery(featuredForumsQuery(access.viewer));
  const forums = list.data?.pages.flatMap((p) => p.forums) ?? [];
  const featuredItems = (featured.data ?? []).filter(
    (f) => !forums.slice(0, FEATURED_AFTER).some((x) => x._id === f._id),
  );

  return (
    <Container size="xl" py="xl">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Forum' }]} />
      <Title order={1} mt="md" mb="lg">
        Discussions
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Box visibleFrom="md">
            <ForumMenu
              state={state}
              myId={access.isMember ? access.userId : undefined}
              canAsk={access.isMember}
              onAsk={() => setAsking(true)}
            />
          </Box>
          <PhoneForumMenu
            state={state}
            myId={access.isMember ? access.userId : undefined}
            canAsk={access.isMember}
            onAsk={() => setAsking(true)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {list.isPending ? (
            <CardSkeletonGrid count={8} />
          ) : list.isError ? (
            <QueryState
              query={list as never}
              loadingLabel="Loading discussions"
              failure="Discussions could not be loaded."
            />
          ) : forums.length === 0 ? (
            <Paper withBorder p="xl" radius="md" role="status">
              <Title order={2} size="h4">
                No discussions yet
              </Title>
              <Text c="dimmed" mt="xs">
                {access.isMember
                  ? 'Ask the first question.'
                  : 'Check back soon for questions from our members.'}
              </Text>
            </Paper>
          ) : (
            <Stack gap="md">
              {forums.map((forum, i) => (
                <Fragment key={forum._id}>
                  <ForumCard forum={forum} guard={access.guard} />
                  {i === FEATURED_AFTER - 1 && featuredItems.length > 0 && (
                    <Stack gap="sm" component="section" aria-labelledby="featured-topics">
                      <Title order={2} size="h4" id="featured-topics">
                        Featured Topics
                      </Title>
                      {featuredItems.map((f) => (
                        <ForumCard key={`featured-${f._id}`} forum={f} guard={access.guard} />
                      ))}
                    </Stack>
                  )}
                </Fragment>
              ))}
            </Stack>
          )}
          <LoadMoreButton
            label="LOAD MORE FORUMS"
            hasMore={Boolean(list.hasNextPage)}
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          />
        </Grid.Col>
      </Grid>
      {access.isMember && <AskQuestionModal opened={asking} onClose={() => setAsking(false)} />}
    </Container>
  );
}

/**
 * On a phone the menu would fill the first screen before any discussion (issue 36): Ask Question stays, and the
 * views, categories and top users open on demand above the list.
 */
function PhoneForumMenu(props: Parameters<typeof ForumMenu>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="sm" hiddenFrom="md">
      {props.canAsk && (
        <Button onClick={props.onAsk} fullWidth>
          Ask Question
        </Button>
      )}
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        aria-expanded={open}
        aria-controls="forum-menu-phone"
        rightSection={
          open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
        }
        onClick={() => setOpen((o) => !o)}
      >
        Views and categories
      </Button>
      {open && (
        <Box id="forum-menu-phone">
          <ForumMenu {...props} canAsk={false} />
        </Box>
      )}
    </Stack>
  );
}
