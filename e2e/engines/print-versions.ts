// Playwright's global setup: names the engines the run tests in, since their packages move.
import { engineVersions } from '../../scripts/dev/engines/versions';

export default function printVersions() {
  console.log(engineVersions());
}
