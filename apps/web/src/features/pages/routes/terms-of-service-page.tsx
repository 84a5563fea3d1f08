import { PolicyPage } from '../components/policy-page';

/** /terms-of-service (spec part 1 section 2). */
export function Component() {
  return <PolicyPage slug="terms-of-service" fallbackTitle="Terms of Service" />;
}
