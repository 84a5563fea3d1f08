import { Anchor, Box, Button, Group, Loader, Stack } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ForumComment } from '@oxstrength/shared/contracts/forum';
import { notifyError } from '../../../lib/notify';
import { postComment, reactToComment, repliesQuery } from '../api/forum-api';
import { AuthorLine } from './author-line';
import { CommentBox } from './comment-box';
import { HideCommentButton } from './hide-comment-button';
import { LinkedText } from './linked-text';
import { ReactionButtons } from './reaction-buttons';
import { useReaction } from './use-reaction';

interface Access {
  guard: () => boolean;
  viewer: string | null;
  /** Admins may hide any comment or reply. */
  isAdmin?: boolean;
}

/** One comment or reply: its text, reactions and (for a comment) its replies, 2 at a time, and a reply box. */
export function CommentItem({ comment, access }: { comment: ForumComment; access: Access }) {
  const { counts, press } = useReaction(
    comment,
    (pressed) => reactToComment(comment._id, pressed),
    access.guard,
  );
  const isReply = comment.comment !== null;
  const [showReplies, setShowReplies] = useState(false);
  const [replying, setReplying] = useState(false);

  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <AuthorLine author={comment.author} createdAt={comment.createdAt} size="sm" />
        <LinkedText text={comment.content} size="sm" pl={{ base: 0, xs: 44 }} />
        <Group gap="xs" pl={{ base: 0, xs: 36 }}>
          <ReactionButtons counts={counts} onPress={press} label={isReply ? 'reply' : 'comment'} />
          {!isReply && (
            <>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setReplying((v) => !v)}
                aria-expanded={replying}
              >
                Reply
              </Button>
              {comment.comments_count > 0 && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setShowReplies((v) => !v)}
                  aria-expanded={showReplies}
                >
                  {showReplies
                    ? 'Hide replies'
                    : `View ${comment.comments_count} ${comment.comments_count === 1 ? 'reply' : 'replies'}`}
                </Button>
              )}
            </>
          )}
          {access.isAdmin && <HideCommentButton comment={comment} />}
        </Group>
        {!isReply && (replying || showReplies) && (
          <Box pl={{ base: 'sm', xs: 44 }} style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
            <Replies comment={comment} access={access} replying={replying} />
          </Box>
        )}
      </Stack>
    </Box>
  );
}

function Replies({
  comment,
  access,
  replying,
}: {
  comment: ForumComment;
  access: Access;
  replying: boolean;
}) {
  const client = useQueryClient();
  const replies = useInfiniteQuery(repliesQuery(comment._id, access.viewer));
  const items = replies.data?.pages.flatMap((p) => p.comments) ?? [];

  const send = async (content: string) => {
    if (!access.guard()) throw new Error('not allowed');
    try {
      await postComment({ forum: comment.forum, comment: comment._id, content });
    } catch (err) {
      // Reply save failure: the server's message, else Something went wrong (spec section 8).
      notifyError(err);
      throw err;
    }
    await Promise.all([
      client.invalidateQueries({ queryKey: ['forum', 'replies', comment._id] }),
      client.invalidateQueries({ queryKey: ['forum', 'comments', comment.forum] }),
    ]);
  };

  return (
    <Stack gap="sm" py="xs">
      {replying && <CommentBox label="Write a reply" onSend={send} autoFocus />}
      {replies.isPending ? (
        <Loader size="sm" aria-label="Loading replies" />
      ) : replies.isError ? (
        <Anchor component="button" type="button" size="sm" onClick={() => void replies.refetch()}>
          Replies could not be loaded. Try again
        </Anchor>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0}>
          {items.map((r) => (
            <CommentItem key={r._id} comment={r} access={access} />
          ))}
        </Stack>
      )}
      {replies.hasNextPage && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => void replies.fetchNextPage()}
          disabled={replies.isFetchingNextPage}
        >
          {replies.isFetchingNextPage ? 'Loading…' : 'View more replies'}
        </Anchor>
      )}
    </Stack>
  );
}
