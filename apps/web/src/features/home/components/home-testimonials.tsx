import { useQuery } from '@tanstack/react-query';
import { Testimonials } from '../../../components/testimonials';
import { testimonialsQuery } from '../../trainers/api/trainers-api';

/** The home page's general testimonials (GET /testimonials); nothing while loading, empty or failed. */
export function HomeTestimonials() {
  const { data } = useQuery(testimonialsQuery());
  return <Testimonials testimonials={data} />;
}
