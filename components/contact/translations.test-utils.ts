import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';

const CATALOGS = { en, nl } as const;

// Use as `jest.requireActual('./translations.test-utils').translationsIn('en')` in a jest.mock.
export function translationsIn(locale: keyof typeof CATALOGS) {
  return {
    getTranslations: async (namespace: string) =>
      createTranslator({ locale, messages: CATALOGS[locale], namespace: namespace as never }),
  };
}
