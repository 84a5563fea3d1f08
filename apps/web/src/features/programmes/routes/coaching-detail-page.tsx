import { ProgrammeDetail } from '../components/programme-detail';

/** /coaching/{slug} */
export function Component() {
  return <ProgrammeDetail kind="coaching" />;
}
