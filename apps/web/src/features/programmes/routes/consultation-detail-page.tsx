import { ProgrammeDetail } from '../components/programme-detail';

/** /consultation/{slug} (shares the coaching detail, parameterised by kind). */
export function Component() {
  return <ProgrammeDetail kind="consultation" />;
}
