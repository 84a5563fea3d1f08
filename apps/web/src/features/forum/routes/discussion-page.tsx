import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Image,
  Loader,
  Center,
  Modal,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { NOT_ACTIVE_MEMBER } from '@oxstrength/shared/schemas/forum';
import { ImageLightbox } from '../../../components/image-lightbox';
import { LoadMoreButton } from '../../../components/load-more-button';
import { QueryState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { commentsQuery, deleteForum, forumQuery, postComment, reactToForum } from '../api/forum-api';
import { AuthorLine } from '../components/author-line';
import { CommentBox } from '../components/comment-box';
import { CommentItem } from '../components/comment-item';
import { FeatureButton } from '../components/feature-button';
import { LinkedText } from '../components/linked-text';
import { ReactionButtons } from '../components/reaction-buttons';
import { useForumAccess } from '../components/use-forum-access';
import { useReaction } from '../components/use-reaction';
import type { Forum } from '@oxstrength/shared/contracts/forum';

/** /forum/{id}: one discussion with its comments and replies (members; a non-member goes back to /forum). */
export function Component() {
  const { id = '' } = useParams();
  const access = useForumAccess();
  const navigate = useNavigate();
  const forum = useQuery({ ...forumQuery(id, access.viewer), enabled: access.isMember });
  const refused = !access.isMember || (forum.error instanceof ApiError && forum.error.status === 403);
  usePageTitle(forum.data ? `${forum.data.topic} | OxStrength Forum` : 'Discussion | OxStrength');

  useEffect(() => {
    if (!refused) return;
    notifyError(NOT_ACTIVE_MEMBER);
    void navigate('/forum', { replace: true });
  }, [refused, navigate]);

  if (refused) return null;
  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to="/forum" size="sm">
        ← All discussions
      </Anchor>
      {forum.data ? (
        <Discussion forum={forum.data} access={access} />
      ) : forum.error instanceof ApiError && forum.error.status === 404 ? (
        <Stack align="center" py="xl" role="status">
          <Title order={2}>Discussion not found</Title>
          <Text c="dimmed">It may have been deleted.</Text>
        </Stack>
      ) : (
        <QueryState
          query={forum}
          loadingLabel="Loading discussion"
          failure="The discussion could not be loaded."
        />
      )}
    </Container>
  );
}

function Discussion({ forum, access }: { forum: Forum; access: ReturnType<typeof useForumAccess> }) {
  const [lightbox, setLightbox] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { counts, press } = useReaction(forum, (pressed) => reactToForum(forum._id, pressed), access.guard);
  const client = useQueryClient();
  const navigate = useNavigate();
  const comments = useInfiniteQuery(commentsQuery(forum._id, access.viewer));
  const items = comments.data?.pages.flatMap((p) => p.comments) ?? [];
  const canDelete = access.isAdmin || access.userId === forum.author._id;
  const remove = useMutation({
    mutationFn: () => deleteForum(forum._id),
    onSuccess: () => {
      notifySuccess('Discussion deleted');
      void client.invalidateQueries({ queryKey: ['forum'] });
      void navigate('/forum', { replace: true });
    },
    onError: (err) => notifyError(err),
  });

  const send = async (content: string) => {
    try {
      await postComment({ forum: forum._id, content });
    } catch (err) {
      // Comment save failure: the server's message, else Failed (spec section 8).
      notifyError(err instanceof ApiError && typeof err.body.message === 'string' ? err.message : 'Failed');
      throw err;
    }
    await Promise.all([
      client.invalidateQueries({ queryKey: ['forum', 'comments', forum._id] }),
      client.invalidateQueries({ queryKey: ['forum', 'detail', forum._id] }),
    ]);
  };

  return (
    <Stack mt="md" gap="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <AuthorLine author={forum.author} createdAt={forum.createdAt} />
        <Group gap={6} justify="flex-end" style={{ flexShrink: 1, minWidth: 0 }}>
          {forum.featured && (
            <Badge color="yellow" variant="filled" c="dark">
              Featured
            </Badge>
          )}
          <Badge variant="light">{forum.training_category.name}</Badge>
        </Group>
      </Group>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {forum.topic}
      </Title>
      {forum.cover_image && (
        <>
          <UnstyledButton onClick={() => setLightbox(true)} aria-label="Open cover image">
            <Image
              src={forum.cover_image}
              alt={`Cover of ${forum.topic}`}
              mah={360}
              radius="md"
              fit="cover"
            />
          </UnstyledButton>
          <ImageLightbox
            slides={[{ src: forum.cover_image, alt: `Cover of ${forum.topic}` }]}
            open={lightbox}
            onClose={() => setLightbox(false)}
          />
        </>
      )}
      <LinkedText text={forum.description} />
      <Group justify="space-between" gap="xs">
        <ReactionButtons counts={counts} onPress={press} label="discussion" />
        <Group gap="md">
          <Text size="sm" c="dimmed">
            {forum.views} {forum.views === 1 ? 'view' : 'views'}
          </Text>
          {access.isAdmin && <FeatureButton forum={forum} />}
          {canDelete && (
            <Button variant="subtle" color="red" size="compact-sm" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
        </Group>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Delete discussion" centered>
        <Text>Are you sure you want to delete?</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            No
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            Yes
          </Button>
        </Group>
      </Modal>

      <Title order={2} size="h4" mt="md">
        Comments ({forum.comments_count})
      </Title>
      <CommentBox label="Write a comment" onSend={send} />
      {comments.isPending ? (
        <Center py="md">
          <Loader aria-label="Loading comments" />
        </Center>
      ) : comments.isError ? (
        <QueryState
          query={comments as never}
          loadingLabel="Loading comments"
          failure="Comments could not be loaded."
        />
      ) : items.length === 0 ? (
        <Text c="dimmed">No comments yet. Be the first to comment.</Text>
      ) : (
        <Stack component="ul" gap="lg" p={0} m={0}>
          {items.map((c) => (
            <CommentItem key={c._id} comment={c} access={access} />
          ))}
        </Stack>
      )}
      <LoadMoreButton
        label="Load more comments"
        hasMore={Boolean(comments.hasNextPage)}
        loading={comments.isFetchingNextPage}
        onClick={() => void comments.fetchNextPage()}
      />
    </Stack>
  );
}
