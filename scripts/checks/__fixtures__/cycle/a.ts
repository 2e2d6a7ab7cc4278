// Half of an import cycle, for scripts/checks/no-cycle.test.ts: lint must refuse it.
import { b } from '@/scripts/checks/__fixtures__/cycle/b';

export const a = () => b();
