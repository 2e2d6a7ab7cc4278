// Global setup: names the engines (their packages move) and stops a run whose engine is too old.
import { checkEngines } from '../../scripts/dev/engines/versions';

export default checkEngines;
