import { parseContent } from '@/lib/content';
import data from './profile.json';
import { profileSchema } from './schema';

export const profile = parseContent('content/profile.json', profileSchema, data);
