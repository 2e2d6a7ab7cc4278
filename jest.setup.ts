import '@testing-library/jest-dom';
import { fakeMatchMedia } from '@/lib/testing/media';

// jsdom has no matchMedia; scripts/ tests run in the node environment without a window.
beforeEach(() => {
  if (typeof window !== 'undefined') window.matchMedia = fakeMatchMedia(false);
});
