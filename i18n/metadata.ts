import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { profile } from '@/content/profile';

export type LocaleProps = { params: Promise<{ locale: string }> };

type Page = 'home' | 'about' | 'services' | 'contact';

/** A page's generateMetadata: its title (the layout adds the company name) and description. */
export function pageMetadata(page: Page) {
  return async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'Metadata' });
    return {
      title: page === 'home' ? { absolute: profile.companyName } : t(page),
      description: t('description', {
        company: profile.companyName,
        name: profile.name,
        jobTitle: profile.jobTitle,
      }),
    };
  };
}
