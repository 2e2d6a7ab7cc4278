// Every content file the pages show, checked with its schema when the site builds.
import certifications from '@/content/certifications.json';
import experience from '@/content/experience.json';
import notices from '@/content/notices.json';
import projects from '@/content/projects.json';
import services from '@/content/services.json';
import skills from '@/content/skills.json';
import tableSettings from '@/content/table-settings.json';
import type { Locale } from '@/i18n/routing';
import { CONTENT_FILES } from './files';
import { load } from './load';
import { overlay, readOverride } from './override';

const override = readOverride(Object.keys(CONTENT_FILES));

const over = (name: keyof typeof CONTENT_FILES, data: unknown) =>
  name in override ? overlay(data, override[name]) : data;

export const content = {
  certifications: load(CONTENT_FILES.certifications, over('certifications', certifications)),
  experience: load(CONTENT_FILES.experience, over('experience', experience)),
  notices: load(CONTENT_FILES.notices, over('notices', notices)),
  projects: load(CONTENT_FILES.projects, over('projects', projects)),
  services: load(CONTENT_FILES.services, over('services', services)),
  skills: load(CONTENT_FILES.skills, over('skills', skills)),
  tableSettings: load(CONTENT_FILES.tableSettings, over('tableSettings', tableSettings)),
};

export function visibleServices(locale: Locale) {
  return content.services[locale].filter((service) => !service.disabled);
}
