// Never run: if i18n/app-config.d.ts stops typing next-intl, an @ts-expect-error below goes
// unused and `npm run typecheck` fails.
import type { Locale } from 'next-intl';
import { getTranslations } from 'next-intl/server';

export async function typedMessages() {
  const t = await getTranslations('AboutPage');
  // @ts-expect-error a message key the catalogs do not have
  t('titel');
  // @ts-expect-error a namespace the catalogs do not have
  await getTranslations('AboutPages');
}

// @ts-expect-error a language the site does not have
export const german: Locale = 'de';
