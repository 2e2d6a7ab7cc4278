// Shows a value only the browser can know, such as its clock, without a hydration mismatch.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(noSubscription, read, () => prerendered);
}
