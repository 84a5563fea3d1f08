import { ReviewsSection } from '../../../components/reviews/reviews-section';
import { useReviews } from '../../reviews/api/use-reviews';
import type { ProgrammeKind } from '../api/programmes-api';

/** The reviews block of a coaching or consultation page: its reviews, their sort and the review form. */
export function ProgrammeReviews({ kind, programmeId }: { kind: ProgrammeKind; programmeId: string }) {
  return <ReviewsSection {...useReviews(kind, programmeId)} />;
}
