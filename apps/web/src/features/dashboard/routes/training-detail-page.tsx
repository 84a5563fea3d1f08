import { TrainingPage } from '../components/training-page';

/** /dashboard/packages/{id}: a template's training detail (spec part 2, Template training detail). */
export function Component() {
  return <TrainingPage kind="template" />;
}
