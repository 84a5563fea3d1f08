import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { FORUM_COMMENT_MAX } from '@oxstrength/shared/schemas/forum';

/**
 * A comment or reply box (spec part 2, section 5): Enter sends, Shift+Enter starts a new line, the send button
 * appears only when there is text, and empty text is never sent. The text stays when sending fails.
 */
export function CommentBox({
  label,
  onSend,
  autoFocus = false,
}: {
  label: string;
  /** Resolves when saved (the box empties); rejects to keep the text. */
  onSend: (content: string) => Promise<unknown>;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const trimmed = text.trim();

  const send = () => {
    if (!trimmed || saving) return;
    setSaving(true);
    onSend(trimmed)
      .then(() => setText(''))
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Textarea
        aria-label={label}
        placeholder={`${label}… (Enter sends, Shift+Enter for a new line)`}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        autosize
        minRows={1}
        maxRows={6}
        maxLength={FORUM_COMMENT_MAX}
        disabled={saving}
        autoFocus={autoFocus}
        style={{ flex: 1, minWidth: 0 }}
      />
      {trimmed && (
        <ActionIcon size={44} aria-label="Send" onClick={send} loading={saving} variant="filled">
          <IconSend size={18} />
        </ActionIcon>
      )}
    </Group>
  );
}
