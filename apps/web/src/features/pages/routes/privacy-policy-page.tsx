import { PolicyPage } from '../components/policy-page';

/** /privacy-policy (spec part 1 section 2). */
export function Component() {
  return <PolicyPage slug="privacy-policy" fallbackTitle="Privacy Policy" />;
}
