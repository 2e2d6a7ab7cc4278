import { parseContentFile } from '@/lib/content';
import { CONTENT_FILES } from './files';

export const profile = parseContentFile(CONTENT_FILES.profile);

/** The owner's phone number as a tel: link (spaces dropped). */
export const phoneHref = `tel:${profile.phone.replace(/\s/g, '')}`;
