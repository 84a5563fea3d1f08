import { Container, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { NewsletterBlock } from '../../../components/newsletter-block';
import { OffersBanner } from '../../../components/offers-banner';
import { AboutBlurb } from '../components/about-blurb';
import { HeroCarousel } from '../components/hero-carousel';
import { JourneyStrip } from '../components/journey-strip';
import { OfferTiles } from '../components/offer-tiles';

const JOURNEY_ID = 'journey';

/** / : hero, journey strip, offers, an about blurb and the newsletter sign-up (spec part 1 section 2). */
export function Component() {
  useDocumentTitle('OxStrength | Training templates, coaching and consultations');
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
      </Container>
      <AboutBlurb />
      <NewsletterBlock />
    </>
  );
}
