import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText, splitLinks } from './linked-text';

const renderWithProviders = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('LinkedText', () => {
  it('turns web addresses into links with rel="nofollow ugc noopener", leaving the sentence end outside', () => {
    renderWithProviders(<LinkedText text={'See https://example.com/a?b=1. Or www.oxstrength.com!'} />);
    const first = screen.getByRole('link', { name: 'https://example.com/a?b=1' });
    expect(first).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(first).toHaveAttribute('rel', 'nofollow ugc noopener');
    const second = screen.getByRole('link', { name: 'www.oxstrength.com' });
    expect(second).toHaveAttribute('href', 'https://www.oxstrength.com');
    expect(second).toHaveAttribute('rel', 'nofollow ugc noopener');
  });

  it('shows HTML as text and never renders it', () => {
    const { container } = renderWithProviders(
      <LinkedText text={'<script>alert(1)</script><b>bold</b> <a href="javascript:x">x</a>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('p')?.textContent).toBe(
      '<script>alert(1)</script><b>bold</b> <a href="javascript:x">x</a>',
    );
  });

  it('keeps line breaks and makes no link of a javascript: address', () => {
    const { container } = renderWithProviders(<LinkedText text={'line one\nline two javascript:alert(1)'} />);
    expect(container.querySelector('p')?.textContent).toBe('line one\nline two javascript:alert(1)');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('splits text into parts', () => {
    expect(splitLinks('a http://x.io b')).toEqual([
      { text: 'a ' },
      { text: 'http://x.io', href: 'http://x.io' },
      { text: ' b' },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});
