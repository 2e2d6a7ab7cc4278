// Half of a cycle of type-only imports, for scripts/checks/no-cycle.test.ts: lint must refuse it.
import type { B } from './b';

export type A = { b?: B };
