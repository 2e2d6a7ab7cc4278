// next-intl's types for this site, so that a misspelt message key or an unknown locale fails
// `npm run typecheck`.
import type en from '@/messages/en.json';
import type { Locale } from './routing';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
