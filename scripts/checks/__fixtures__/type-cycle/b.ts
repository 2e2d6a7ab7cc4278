// The other half of the type-only fixture cycle.
import type { A } from './a';

export type B = { a?: A };
