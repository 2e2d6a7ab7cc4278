// Half of an import cycle, for scripts/no-cycle.test.ts: lint must refuse it.
import { b } from '@/scripts/__fixtures__/cycle/b';

export const a = () => b();
