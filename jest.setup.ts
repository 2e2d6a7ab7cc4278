// Runs before every Jest test, adding the browser features jsdom lacks.
import '@testing-library/jest-dom';
import { fakeMatchMedia } from '@/scripts/dev/testing/media';

// jsdom has no matchMedia; scripts/ tests run in the node environment without a window.
beforeEach(() => {
  if (typeof window !== 'undefined') window.matchMedia = fakeMatchMedia(false);
});

// jsdom lays nothing out, so a size observer that never reports stands in for the browser's.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
