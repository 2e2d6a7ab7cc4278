// Every content file, parsed with its schema when the site builds: a broken file stops the
// build with the file, the JSON path and the reason.
import { parseContent } from '@/lib/content';
import certifications from './certifications.json';
import experience from './experience.json';
import notices from './notices.json';
import projects from './projects.json';
import services from './services.json';
import skills from './skills.json';
import tableSettings from './table-settings.json';
import {
  certificationsSchema,
  experienceSchema,
  noticesSchema,
  projectsSchema,
  servicesSchema,
  skillsSchema,
  tableSettingsSchema,
} from './schema';

export const content = {
  certifications: parseContent('content/certifications.json', certificationsSchema, certifications),
  experience: parseContent('content/experience.json', experienceSchema, experience),
  notices: parseContent('content/notices.json', noticesSchema, notices),
  projects: parseContent('content/projects.json', projectsSchema, projects),
  services: parseContent('content/services.json', servicesSchema, services),
  skills: parseContent('content/skills.json', skillsSchema, skills),
  tableSettings: parseContent('content/table-settings.json', tableSettingsSchema, tableSettings),
};

/** The services shown in a language: those not disabled. */
export function visibleServices(locale: 'en' | 'nl') {
  return content.services[locale].filter((service) => !service.disabled);
}

export { profile } from './profile';
