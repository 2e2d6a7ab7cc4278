import { parseContent } from '@/lib/content';
import data from './profile.json';
import { profileSchema } from './schema';

export const profile = parseContent('content/profile.json', profileSchema, data);

/** The owner's phone number as a tel: link (spaces dropped). */
export const phoneHref = `tel:${profile.phone.replace(/\s/g, '')}`;
