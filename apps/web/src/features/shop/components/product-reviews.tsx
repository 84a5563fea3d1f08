import { ReviewsSection } from '../../../components/reviews/reviews-section';
import { useReviews } from '../../reviews/api/use-reviews';

/** The reviews block of a product's page: its reviews, their sort and the review form. */
export function ProductReviews({ productId }: { productId: string }) {
  return <ReviewsSection {...useReviews('product', productId)} />;
}
