import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CommentBox } from './comment-box';

// The autosizing textarea listens for font loads, which jsdom does not have.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});

const renderBox = (onSend: (content: string) => Promise<unknown>) =>
  render(
    <MantineProvider>
      <CommentBox label="Write a comment" onSend={onSend} />
    </MantineProvider>,
  );

describe('CommentBox', () => {
  it('shows Send only with text; Shift+Enter adds a line and Enter sends the trimmed text', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    renderBox(onSend);
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.type(box, '   ');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.type(box, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('line one\nline two');
    await vi.waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps the text when sending fails', async () => {
    const onSend = vi.fn().mockRejectedValue(new Error('Failed'));
    renderBox(onSend);
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(box).not.toBeDisabled());
    expect(box).toHaveValue('hello');
  });
});
