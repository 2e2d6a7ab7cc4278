// Shows a value only the browser can know, such as its clock, without a hydration mismatch.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A value only the browser knows (its clock): `prerendered` in the HTML, `read()` right after
 * hydration, without a mismatch.
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(noSubscription, read, () => prerendered);
}
