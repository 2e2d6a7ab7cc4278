// Imports the build's content check.
import { checkSiteContent } from '@/scripts/build/content-check/check';

export const check = checkSiteContent;
