import { TrainingPage } from '../components/training-page';

/** /dashboard/trainers/{id}: the subscribed coaching, as a template's training detail (spec part 2). */
export function Component() {
  return <TrainingPage kind="coaching" />;
}
