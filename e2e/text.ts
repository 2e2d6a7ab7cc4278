// What the specs expect a visitor to read, from the site's own messages/ and content/, so an
// author's edit keeps them green.
import { expect, type Locator } from '@playwright/test';
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
import tableSettings from '../content/table-settings.json';

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
  tableSettings,
};

/** The services a visitor sees in a language: those not disabled. */
export const visibleServices = (locale: Locale) =>
  services[locale].filter((service) => !service.disabled);

type Certification = (typeof certifications)[number];

/** Each column's header, as CertificationsTable names the fields of content/table-settings.json. */
const HEADER = { icon: 'product', certification: 'code', description: 'description' } as const;

/**
 * The certifications table's columns in a language, in content/table-settings.json's order: header
 * and what each shows.
 */
export function certificationColumns(locale: Locale) {
  const text = CATALOGS[locale].Details;
  return tableSettings[locale].map(({ field }) => ({
    header: text[HEADER[field as keyof typeof HEADER]],
    picture: field === 'icon',
    shows: (certification: Certification) =>
      field === 'icon'
        ? text.icon[certification.icon as keyof typeof text.icon]
        : certification[field as 'certification' | 'description'],
  }));
}

/** A row of the certifications table shows the certification in every column, in order. */
export async function expectCertificationRow(
  row: Locator,
  locale: Locale,
  certification: Certification,
) {
  const columns = certificationColumns(locale);
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(columns.length);
  for (const [index, column] of columns.entries()) {
    const cell = cells.nth(index);
    if (column.picture)
      await expect(cell.getByRole('img')).toHaveAccessibleName(column.shows(certification));
    else await expect(cell).toHaveText(column.shows(certification));
  }
}
