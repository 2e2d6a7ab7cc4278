import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the visitor's browser knows (its clock): the pre-rendered page shows
 * `prerendered`, and the browser swaps in `read()` right after hydration, without a mismatch.
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(noSubscription, read, () => prerendered);
}
