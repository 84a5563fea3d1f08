import { useQuery } from '@tanstack/react-query';
import { TestimonialsMasonry } from '../../../components/testimonials';
import { trainerTestimonialsQuery } from '../api/trainers-api';
import { EmptyTab } from '../components/empty-tab';
import { TabLoader } from '../components/tab-loader';
import { useTrainer } from '../components/use-trainer';

/** Reviews/Testimonials: what the trainer's clients say, in a masonry. */
export function Component() {
  const trainer = useTrainer();
  const { data, isPending } = useQuery(trainerTestimonialsQuery(trainer._id));
  if (isPending) return <TabLoader label="Loading reviews" />;
  if (!data || data.length === 0) return <EmptyTab text="No reviews available" />;
  return <TestimonialsMasonry testimonials={data} />;
}
