import { PolicyPage } from '../components/policy-page';

/** /refund-policy (spec part 1 section 2). */
export function Component() {
  return <PolicyPage slug="refund-policy" fallbackTitle="Refund Policy" />;
}
