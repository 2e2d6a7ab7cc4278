import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { ComponentType } from 'react';
import PersonaText from '@/components/about/PersonaText';
import HomeText from '@/components/home/HomeText';
import { routing, type Locale } from '@/i18n/routing';
import { RICH_TEXTS } from '@/lib/markup';
import en from '@/messages/en.json';
import { serverTree } from '@/scripts/dev/testing/server-tree';

// Every text the check lets carry the author's tags renders them, in each language: bold words
// and a link to that language's Contact page, never the tags as typed.

const SHOWN_BY: Record<string, ComponentType> = { HomePage: HomeText, Persona: PersonaText };

const page: { locale: Locale; messages: typeof en } = { locale: 'en', messages: en };

jest.mock('next-intl/server', () => ({
  getLocale: async () => page.locale,
  getMessages: async () => page.messages,
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: page.locale,
      messages: page.messages,
      namespace: namespace as never,
    }),
}));

function withText(key: string, text: string): typeof en {
  const messages = JSON.parse(JSON.stringify(en)) as Record<string, unknown>;
  const path = key.split('.');
  const parent = path
    .slice(0, -1)
    .reduce((at, part) => at[part] as Record<string, unknown>, messages);
  parent[path.at(-1)!] = text;
  return messages as typeof en;
}

const cases = RICH_TEXTS.flatMap((key) => routing.locales.map((locale) => [key, locale] as const));

it.each(cases)('%s renders bold words and a Contact link (%s)', async (key, locale) => {
  const Part = SHOWN_BY[key.split('.')[0]!];
  if (!Part) throw new Error(`no part of a page is known to show ${key}: add it to SHOWN_BY`);
  page.locale = locale;
  page.messages = withText(key, 'Plain, <b>strong words</b> and <contact>a way in</contact>.');
  render((await serverTree(<Part />)) as never);
  expect(screen.getByText('strong words', { selector: 'strong' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'a way in' })).toHaveAttribute(
    'href',
    `/${locale}/contact/`,
  );
  expect(document.body).not.toHaveTextContent(/<\/?(b|contact)>/);
});
