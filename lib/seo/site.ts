// The site's pages and their full web addresses in every language, for search engines.
import { profile } from '@/lib/content/profile';
import { pathOf, TABS, type Page } from '@/lib/tabs';
import { localePath } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';

export type { Page };

export const PAGES: readonly Page[] = TABS.map((tab) => tab.page);

export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', nl: 'nl_NL' };

export function absoluteUrl(locale: Locale, page: Page): string {
  return `${profile.siteUrl}${localePath(locale, pathOf(page))}`;
}

export const chooserUrl = (page: Page): string => `${profile.siteUrl}${pathOf(page)}`;

/** A page's and its chooser's alike, the chooser as x-default: each annotation has its way back. */
export function languageAlternates(page: Page): Record<string, string> {
  return {
    ...Object.fromEntries(routing.locales.map((locale) => [locale, absoluteUrl(locale, page)])),
    'x-default': chooserUrl(page),
  };
}

// Drawn at build by app/[locale]/og.png.
export const OG_IMAGE = { width: 1200, height: 630 } as const;

export function ogImageUrl(locale: Locale): string {
  return `${profile.siteUrl}${localePath(locale, '/og.png')}`;
}
