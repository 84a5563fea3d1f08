import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { templateCard } from '../testing/template-card-fixture';
import { TemplatesCarousel } from './templates-carousel';

/**
 * jsdom has no layout, and Embla (the carousel) measures offsets: give the slide container a width and the
 * slides 300 px each with a 16 px gap, so there is something to scroll.
 */
let viewportWidth = 1000;
const SLIDE = 300;
const GAP = 16;
const stubbed = ['offsetWidth', 'offsetHeight', 'offsetLeft', 'offsetTop'] as const;
const originals = stubbed.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)!);

beforeEach(() => {
  const slideIndex = (el: HTMLElement) => [...el.parentElement!.children].indexOf(el);
  const is = (el: HTMLElement, part: string) => el.classList.contains(`mantine-Carousel-${part}`);
  const define = (name: (typeof stubbed)[number], get: (el: HTMLElement) => number) =>
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return get(this);
      },
    });
  define('offsetWidth', (el) =>
    is(el, 'slide') ? SLIDE : is(el, 'container') || is(el, 'viewport') ? viewportWidth : 0,
  );
  define('offsetHeight', (el) => (is(el, 'slide') || is(el, 'container') || is(el, 'viewport') ? 400 : 0));
  define('offsetLeft', (el) => (is(el, 'slide') ? slideIndex(el) * (SLIDE + GAP) : 0));
  define('offsetTop', () => 0);
});
afterEach(() => {
  stubbed.forEach((name, i) => Object.defineProperty(HTMLElement.prototype, name, originals[i]));
  viewportWidth = 1000;
});

const renderCarousel = (count: number) =>
  render(
    <MantineProvider>
      <MemoryRouter>
        <TemplatesCarousel
          title="Latest Templates"
          templates={Array.from({ length: count }, (_, i) => templateCard(i + 1))}
          viewAllHref="/template"
        />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('TemplatesCarousel', () => {
  it('puts its previous and next buttons in the heading row, off the cards', async () => {
    renderCarousel(6);
    const carousel = document.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
    const previous = await screen.findByRole('button', { name: 'Previous Latest Templates' });
    const next = screen.getByRole('button', { name: 'Next Latest Templates' });

    // Not drawn over the slides (Mantine's own controls, which sat on the card titles, are off).
    expect(carousel.contains(previous)).toBe(false);
    expect(carousel.contains(next)).toBe(false);
    expect(within(carousel).queryByRole('button', { name: /slide/ })).toBeNull();
    // They sit in the heading row, with View all, and name the carousel they move.
    const headingRow = screen.getByRole('heading', { name: 'Latest Templates' }).parentElement!;
    expect(headingRow.contains(next)).toBe(true);
    expect(within(headingRow).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/template');
    expect(next).toHaveAttribute('aria-controls', carousel.id);

    // At the start only Next works; after it, Previous does too.
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(next);
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'false'));
  });

  it('shows no buttons when every card fits', async () => {
    viewportWidth = 2000;
    renderCarousel(3);
    await screen.findAllByRole('link', { name: /Template \d/ });
    expect(screen.queryByRole('button', { name: /Latest Templates/ })).toBeNull();
  });
});
