// The owner's details (name, job title, phone, e-mail and more) as the whole site uses them.
import data from '@/content/profile.json';
import { CONTENT_FILES } from './files';
import { load } from './load';

export const profile = load(CONTENT_FILES.profile, data);

export const phoneHref = `tel:${profile.phone.replace(/\s/g, '')}`;
