// Imports a helper the tests share.
import { fakeMatchMedia } from '@/scripts/dev/testing/media';

export const media = fakeMatchMedia;
