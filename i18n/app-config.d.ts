// next-intl's types for this site: locales are those of i18n/routing.ts and message keys are those
// of the English catalog (both catalogs have the same keys, which a unit test checks), so a
// misspelt key or a locale that does not exist fails `npm run typecheck`.
import type en from '@/messages/en.json';
import type { Locale } from './routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
