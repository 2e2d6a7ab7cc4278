// Every content file, parsed with its schema when the site builds: a broken file stops the
// build with the file, the JSON path and the reason.
import { parseContentFile } from '@/lib/content';
import { CONTENT_FILES } from './files';

export const content = {
  certifications: parseContentFile(CONTENT_FILES.certifications),
  experience: parseContentFile(CONTENT_FILES.experience),
  notices: parseContentFile(CONTENT_FILES.notices),
  projects: parseContentFile(CONTENT_FILES.projects),
  services: parseContentFile(CONTENT_FILES.services),
  skills: parseContentFile(CONTENT_FILES.skills),
  tableSettings: parseContentFile(CONTENT_FILES.tableSettings),
};

/** The services shown in a language: those not disabled. */
export function visibleServices(locale: 'en' | 'nl') {
  return content.services[locale].filter((service) => !service.disabled);
}

export { profile } from './profile';
