// Every content file the pages show, checked with its schema when the site builds.
import type { Locale } from '@/i18n/routing';
import certifications from './certifications.json';
import experience from './experience.json';
import { CONTENT_FILES } from './files';
import { load } from './load';
import notices from './notices.json';
import projects from './projects.json';
import services from './services.json';
import skills from './skills.json';
import tableSettings from './table-settings.json';

export const content = {
  certifications: load(CONTENT_FILES.certifications, certifications),
  experience: load(CONTENT_FILES.experience, experience),
  notices: load(CONTENT_FILES.notices, notices),
  projects: load(CONTENT_FILES.projects, projects),
  services: load(CONTENT_FILES.services, services),
  skills: load(CONTENT_FILES.skills, skills),
  tableSettings: load(CONTENT_FILES.tableSettings, tableSettings),
};

/** The services shown in a language: those not disabled. */
export function visibleServices(locale: Locale) {
  return content.services[locale].filter((service) => !service.disabled);
}
