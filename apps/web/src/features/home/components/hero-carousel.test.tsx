import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HERO_SLIDE_MS } from '@oxstrength/shared/constants';
import { SessionProvider } from '../../../lib/session';
import { HeroCarousel } from './hero-carousel';
import { HERO_SLIDES } from './hero-slides';

function renderHero() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <HeroCarousel nextSectionId="next" />
          <section id="next" tabIndex={-1} aria-label="Next section" />
        </>
      ),
    },
  ]);
  render(
    <MantineProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>,
  );
}

/** The slide a visitor can see: inactive slides are aria-hidden, so only one heading is exposed. */
const visibleSlideTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const dots = () => screen.getAllByRole('button', { name: /^Show slide/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('HeroCarousel', { timeout: 20_000 }, () => {
  it('has four slides with a dot each, and a dot shows its slide', () => {
    renderHero();
    expect(dots()).toHaveLength(4);
    expect(visibleSlideTitle()).toBe(HERO_SLIDES[0].title);
    expect(dots()[0]).toHaveAttribute('aria-current', 'true');

    fireEvent.click(dots()[2]);
    expect(visibleSlideTitle()).toBe(HERO_SLIDES[2].title);
    expect(dots()[2]).toHaveAttribute('aria-current', 'true');
    expect(dots()[0]).toHaveAttribute('aria-current', 'false');
  });

  it('leads only to pages that exist', () => {
    renderHero();
    const targets = HERO_SLIDES.map((s) => s.cta.to);
    expect(targets).toEqual(['/template', '/our-story', '/register', '/coaching']);
    // Only the visible slide's call to action is exposed.
    expect(screen.getByRole('link', { name: 'Browse templates' })).toHaveAttribute('href', '/template');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('advances every HERO_SLIDE_MS and pauses while hovered or paused', () => {
    vi.useFakeTimers();
    renderHero();
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_MS);
    });
    expect(visibleSlideTitle()).toBe(HERO_SLIDES[1].title);

    const hero = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(hero);
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_MS * 2);
    });
    expect(visibleSlideTitle()).toBe(HERO_SLIDES[1].title);
    fireEvent.mouseLeave(hero);
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_MS);
    });
    expect(visibleSlideTitle()).toBe(HERO_SLIDES[2].title);

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => {
      vi.advanceTimersByTime(HERO_SLIDE_MS * 2);
    });
    expect(visibleSlideTitle()).toBe(HERO_SLIDES[2].title);
  });

  it('does not rotate when the visitor prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      vi.useFakeTimers();
      renderHero();
      act(() => {
        vi.advanceTimersByTime(HERO_SLIDE_MS * 3);
      });
      expect(visibleSlideTitle()).toBe(HERO_SLIDES[0].title);
      expect(screen.queryByRole('button', { name: 'Pause slideshow' })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('the scroll cue moves to the next section', () => {
    renderHero();
    const next = screen.getByRole('region', { name: 'Next section' });
    const scrollIntoView = vi.spyOn(next, 'scrollIntoView');
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to the next section' }));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(next).toHaveFocus();
  });

  it('loads the first slide image eagerly with high priority and the others lazily', () => {
    renderHero();
    const images = Array.from(document.querySelectorAll('img'));
    expect(images).toHaveLength(4);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const img of images.slice(1)) expect(img).toHaveAttribute('loading', 'lazy');
  });
});
