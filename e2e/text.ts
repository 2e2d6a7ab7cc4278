// What the specs expect a visitor to read, from the site's own messages/ and content/, so an
// author's edit keeps them green.
import { createTranslator } from 'next-intl';
import type { Locale } from '../i18n/routing';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import certifications from '../content/certifications.json';
import experience from '../content/experience.json';
import profile from '../content/profile.json';
import projects from '../content/projects.json';
import services from '../content/services.json';
import skills from '../content/skills.json';

/** The catalog of each language; one added to i18n/routing.ts fails typecheck until it has one. */
export const CATALOGS: Record<Locale, typeof en> = { en, nl };
export type { Locale };

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

export const CONTENT = {
  certifications,
  experience,
  profile,
  projects,
  services,
  skills,
};

export const visibleServices = (locale: Locale) =>
  services[locale].filter((service) => !service.disabled);
