// Playwright's global setup: names the engines the run tests in, since their packages move, and
// stops a run whose engine is too old before any test.
import { checkEngines } from '../../scripts/dev/engines/versions';

export default checkEngines;
