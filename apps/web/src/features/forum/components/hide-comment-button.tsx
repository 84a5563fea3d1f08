import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { ForumComment } from '@oxstrength/shared/contracts/forum';
import { useHideComment } from '../api/forum-moderation-api';

/**
 * An admin hides a comment or reply, after confirming: a hidden one is no longer shown and leaves the comment
 * counts (the lists are fetched again, no reload). The comment shows it to admins only.
 */
export function HideCommentButton({ comment }: { comment: ForumComment }) {
  const [confirming, setConfirming] = useState(false);
  const hide = useHideComment(comment);
  const kind = comment.comment ? 'reply' : 'comment';
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        onClick={() => setConfirming(true)}
        aria-label={`Hide ${kind} by ${comment.author.name}`}
      >
        Hide
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={`Hide ${kind}`} centered>
        <Text>
          Hide this {kind} by {comment.author.name}? Members will no longer see it, and it leaves the comment
          counts.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={hide.isPending}
            onClick={() => hide.mutate(undefined, { onSettled: () => setConfirming(false) })}
          >
            Hide {kind}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
