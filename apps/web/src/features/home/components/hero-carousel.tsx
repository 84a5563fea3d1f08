import { Button, Container } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronDown, IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { HERO_SLIDE_MS } from '@oxstrength/shared/constants';
import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import classes from './hero-carousel.module.css';
import { HERO_SLIDES } from './hero-slides';

/**
 * The home hero: four slides that advance every HERO_SLIDE_MS. Rotation stops while the pointer is over it,
 * while focus is inside it, when the visitor pauses it, and entirely for prefers-reduced-motion.
 * `nextSectionId` is the section the scroll cue moves to.
 */
export function HeroCarousel({ nextSectionId }: { nextSectionId: string }) {
  const { isAuthenticated } = useSession();
  const reducedMotion = useReducedMotion();
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const rotating = !reducedMotion && !hovered && !focused && !stopped;

  // A fresh timer per slide, so a slide picked by hand also gets its full time.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % HERO_SLIDES.length), HERO_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [active, rotating]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const scrollToNext = () => {
    const next = document.getElementById(nextSectionId);
    if (!next) return;
    next.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    next.focus({ preventScroll: true });
  };

  return (
    <section
      className={classes.hero}
      aria-roledescription="carousel"
      aria-label="Highlights"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={classes.track} aria-live={rotating ? 'off' : 'polite'}>
        {HERO_SLIDES.map((slide, index) => {
          const isActive = index === active;
          const cta = isAuthenticated && slide.signedInCta ? slide.signedInCta : slide.cta;
          return (
            <div
              key={slide.id}
              className={classes.slide}
              style={{ background: slide.background }}
              data-active={isActive || undefined}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${HERO_SLIDES.length}`}
              aria-hidden={!isActive}
              inert={!isActive}
            >
              <Container size="lg" className={classes.inner}>
                <div>
                  <h2 className={classes.title}>{slide.title}</h2>
                  <p className={classes.text}>{slide.text}</p>
                  <Button component={Link} to={cta.to} size="md" mt="xl">
                    {cta.label}
                  </Button>
                </div>
                <div className={classes.art}>
                  <img
                    src={slide.image}
                    alt=""
                    width={480}
                    height={360}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                    decoding="async"
                  />
                </div>
              </Container>
            </div>
          );
        })}
      </div>

      <div className={classes.controls}>
        {HERO_SLIDES.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            className={classes.dot}
            aria-label={`Show slide ${index + 1}: ${slide.title}`}
            aria-current={index === active}
            onClick={() => setActive(index)}
          />
        ))}
        {!reducedMotion && (
          <button
            type="button"
            className={classes.toggle}
            aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
            onClick={() => setStopped((s) => !s)}
          >
            {stopped ? (
              <IconPlayerPlayFilled size={16} aria-hidden="true" />
            ) : (
              <IconPlayerPauseFilled size={16} aria-hidden="true" />
            )}
          </button>
        )}
      </div>

      <button
        type="button"
        className={classes.cue}
        aria-label="Scroll to the next section"
        onClick={scrollToNext}
      >
        <IconChevronDown size={28} aria-hidden="true" />
      </button>
    </section>
  );
}
