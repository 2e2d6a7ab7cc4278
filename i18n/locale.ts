// Reads the language from a page's URL, and turns an unknown language into a 404.
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing, type Locale } from './routing';

export type LocaleProps = { params: Promise<{ locale: string }> };

export async function routeLocale({ params }: LocaleProps): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
