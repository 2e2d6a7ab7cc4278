// What the specs expect a visitor to read, taken from the same files the site is built from
// (messages/ and content/), so that an author's edit of either keeps the specs green.
import { createTranslator } from 'next-intl';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import certifications from '../content/certifications.json';
import experience from '../content/experience.json';
import profile from '../content/profile.json';
import projects from '../content/projects.json';
import services from '../content/services.json';
import skills from '../content/skills.json';

export const CATALOGS = { en, nl } as const;
export type Locale = keyof typeof CATALOGS;

/** A message as the site formats it, placeholders filled in: `t('en')('HomePage.title')`. */
export const t = (locale: Locale) => createTranslator({ locale, messages: CATALOGS[locale] });

/** The profile's facts the messages name ({name}, {company}, …). */
export const PROFILE = {
  name: profile.name,
  company: profile.companyName,
  jobTitle: profile.jobTitle,
  phone: profile.phone,
  email: profile.email,
};

export const CONTENT = { certifications, experience, profile, projects, services, skills };

/** The services a visitor sees in a language: those not disabled. */
export const visibleServices = (locale: Locale) =>
  services[locale].filter((service) => !service.disabled);
