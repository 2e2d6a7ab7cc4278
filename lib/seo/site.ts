// The site's pages and their full web addresses in every language, for search engines.
import { profile } from '@/lib/content/profile';
import { TABS, type Page } from '@/lib/tabs';
import { localePath } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';

export type { Page };

/** Every page, in tab order. */
export const PAGES: readonly Page[] = TABS.map((tab) => tab.page);

const pathOf = (page: Page) => TABS.find((tab) => tab.page === page)?.path ?? '/';

/** Open Graph locale names. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', nl: 'nl_NL' };

/** The absolute URL of a page in a locale, on the configured public address. */
export function absoluteUrl(locale: Locale, page: Page): string {
  return `${profile.siteUrl}${localePath(locale, pathOf(page))}`;
}

/** hreflang alternates of a page: every locale, and the language-choosing root / as x-default. */
export function languageAlternates(page: Page): Record<string, string> {
  return {
    ...Object.fromEntries(routing.locales.map((locale) => [locale, absoluteUrl(locale, page)])),
    'x-default': `${profile.siteUrl}/`,
  };
}

/** The Open Graph picture per locale, drawn at build by app/[locale]/og.png. */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

export function ogImageUrl(locale: Locale): string {
  return `${profile.siteUrl}${localePath(locale, '/og.png')}`;
}
