// The other half of the fixture cycle.
import { a } from './a';

export const b = (): unknown => a;
