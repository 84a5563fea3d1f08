import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { templatesQuery } from '../../templates/api/templates-api';

const LATEST_COUNT = 10;

// The carousel library is only fetched when this section is reached.
const TemplatesCarousel = lazy(() =>
  import('../../../components/templates-carousel').then((m) => ({ default: m.TemplatesCarousel })),
);

/** The 10 newest templates in a carousel with a "View all" link to /template. */
export function LatestTemplates() {
  const { data } = useQuery(templatesQuery({ sort: 'latest' }, 1, LATEST_COUNT));
  const templates = data?.templates ?? [];
  if (templates.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TemplatesCarousel title="Latest Templates" templates={templates} viewAllHref="/template" />
    </Suspense>
  );
}
