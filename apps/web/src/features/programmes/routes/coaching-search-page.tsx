import { ProgrammeSearch } from '../components/programme-search';

/** /coaching: one-on-one online coaching packages. */
export function Component() {
  return <ProgrammeSearch kind="coaching" />;
}
