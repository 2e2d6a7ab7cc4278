// Every content file: where it is, what it holds and its schema, which the site's loading,
// `npm run check` and the editors' JSON Schemas (npm run generate) share.
import {
  certificationsSchema,
  experienceSchema,
  noticesSchema,
  profileSchema,
  projectsSchema,
  servicesSchema,
  skillsSchema,
  tableSettingsSchema,
} from './schema';

export const CONTENT_FILES = {
  profile: {
    file: 'content/profile.json',
    holds: 'The consultant: name, job title, company, phone, e-mail, links and the site address.',
    schema: profileSchema,
  },
  projects: {
    file: 'content/projects.json',
    holds: "About's detail drop-down per language: the client projects and the certificate entry.",
    schema: projectsSchema,
  },
  certifications: {
    file: 'content/certifications.json',
    holds: 'The certifications table: exam code, title and product family of each certificate.',
    schema: certificationsSchema,
  },
  tableSettings: {
    file: 'content/table-settings.json',
    holds: "The certifications table's columns per language: header key, field and width.",
    schema: tableSettingsSchema,
  },
  skills: {
    file: 'content/skills.json',
    holds: "About's skill ratings: group, 1 to 5 stars and the skill's name in both languages.",
    schema: skillsSchema,
  },
  services: {
    file: 'content/services.json',
    holds: 'The services per language: picture, label, description blocks, disabled flag.',
    schema: servicesSchema,
  },
  experience: {
    file: 'content/experience.json',
    holds: "Home's three experience cards: start year and picture (words in messages/).",
    schema: experienceSchema,
  },
  notices: {
    file: 'content/notices.json',
    holds: 'The availability toast and the site-offline notice per language, each behind a flag.',
    schema: noticesSchema,
  },
} as const;
