// Sends a visitor from an address without a language to the same page in a language.
import { getTranslations } from 'next-intl/server';
import CanvasStyle from '@/components/theme/CanvasStyle';
import { localePath } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { profile } from '@/lib/content/profile';
import { redirectScript } from '@/lib/language';
import { isPreviewBuild } from '@/lib/preview';
import { themeInitScript } from '@/lib/theme-choice';

type Props = {
  path: string;
  /** Whether Next.js already marks the page noindex, as it does the 404 page. */
  noindexByNext?: boolean;
};

/**
 * A page without a language: its first script sends the browser on to `path` in the URL's or the
 * browser's language; without scripts it offers a link per language.
 */
export default async function LanguageRedirect({ path, noindexByNext = false }: Props) {
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
        {/* A preview stays out of search results. */}
        {isPreviewBuild() && !noindexByNext && <meta name="robots" content="noindex" />}
      </head>
      <body>
        <noscript>
          <main>
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
          </main>
        </noscript>
      </body>
    </html>
  );
}
