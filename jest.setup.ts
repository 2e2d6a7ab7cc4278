import '@testing-library/jest-dom';
import { fakeMatchMedia } from '@/lib/testing/media';

beforeEach(() => {
  window.matchMedia = fakeMatchMedia(false);
});
