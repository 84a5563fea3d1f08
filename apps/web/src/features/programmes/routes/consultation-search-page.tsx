import { ProgrammeSearch } from '../components/programme-search';

/** /consultation: one-on-one timed consultations (shares the coaching list, parameterised by kind). */
export function Component() {
  return <ProgrammeSearch kind="consultation" />;
}
