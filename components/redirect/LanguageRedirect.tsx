// Sends a visitor from an address without a language to the same page in a language.
import { getTranslations } from 'next-intl/server';
import CanvasStyle from '@/components/theme/CanvasStyle';
import { routing } from '@/i18n/routing';
import { profile } from '@/lib/content/profile';
import { redirectScript } from '@/lib/language';
import { pathOf, type Page } from '@/lib/tabs';
import { themeInitScript } from '@/lib/theme-choice';
import { localePath } from '@/i18n/navigation';

type Props = { page: Page };

export default async function LanguageRedirect({ page }: Props) {
  const path = pathOf(page);
  const choices = await Promise.all(
    routing.locales.map(async (locale) => ({
      locale,
      t: await getTranslations({ locale, namespace: 'LanguageRedirect' }),
    })),
  );
  return (
    <html lang={routing.defaultLocale}>
      {/* The App Router renders <head> directly; next/head belongs to the Pages Router. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeInitScript() }} />
        <CanvasStyle />
        <script dangerouslySetInnerHTML={{ __html: redirectScript(path, routing.locales) }} />
        <title>{profile.companyName}</title>
      </head>
      <body>
        <main>
          <noscript>
            <h1>{profile.companyName}</h1>
            <ul>
              {choices.map(({ locale, t }) => (
                <li key={locale} lang={locale}>
                  <a href={localePath(locale, path)} hrefLang={locale}>
                    {t('continue')}
                  </a>
                </li>
              ))}
            </ul>
          </noscript>
        </main>
      </body>
    </html>
  );
}
