import { ReviewsSection } from '../../../components/reviews/reviews-section';
import { useReviews } from '../../reviews/api/use-reviews';

/** The reviews block of a template's page: its reviews, their sort and the review form. */
export function TemplateReviews({ templateId }: { templateId: string }) {
  return <ReviewsSection {...useReviews('template', templateId)} />;
}
