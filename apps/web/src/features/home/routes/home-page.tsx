import { lazy, Suspense } from 'react';
import { Container, VisuallyHidden } from '@mantine/core';
import { usePageTitle } from '../../../lib/page-title';

import { OffersBanner } from '../../../components/offers-banner';
import { AboutBlurb } from '../components/about-blurb';
import { FeaturedTemplates } from '../components/featured-templates';
import { HomeTestimonials } from '../components/home-testimonials';
import { HomeTrainers } from '../components/home-trainers';
import { HeroCarousel } from '../components/hero-carousel';
import { JourneyStrip } from '../components/journey-strip';
import { LatestTemplates } from '../components/latest-templates';
import { OfferTiles } from '../components/offer-tiles';
import { WhenVisible } from '../../../components/when-visible';

// Below the fold: its form validation (zod) loads when the visitor scrolls near it.
const NewsletterBlock = lazy(() =>
  import('../../../components/newsletter-block').then((m) => ({ default: m.NewsletterBlock })),
);

const JOURNEY_ID = 'journey';

/**
 * / : hero, journey strip, offers, featured templates, trainers, the latest templates, an about blurb,
 * testimonials and the newsletter sign-up (spec part 1 section 2). The catalogue sections below the fold load
 * when the visitor scrolls near them.
 */
export function Component() {
  usePageTitle('OxStrength | Training templates, coaching and consultations');
  return (
    <>
      <VisuallyHidden>
        <h1>OxStrength: training templates, coaching and consultations</h1>
      </VisuallyHidden>
      <HeroCarousel nextSectionId={JOURNEY_ID} />
      <JourneyStrip id={JOURNEY_ID} />
      <OfferTiles />
      <Container size="lg">
        <OffersBanner kind="all" />
        <WhenVisible minHeight={480}>
          <FeaturedTemplates />
        </WhenVisible>
        <WhenVisible minHeight={360}>
          <HomeTrainers />
        </WhenVisible>
        <WhenVisible minHeight={420}>
          <LatestTemplates />
        </WhenVisible>
      </Container>
      <AboutBlurb />
      <Container size="lg">
        <WhenVisible minHeight={240}>
          <HomeTestimonials />
        </WhenVisible>
      </Container>
      <WhenVisible minHeight={420}>
        <Suspense fallback={<div style={{ minHeight: 420 }} />}>
          <NewsletterBlock />
        </Suspense>
      </WhenVisible>
    </>
  );
}
