// Gathers the privacy statement's words in the page's language, to hand to the dialog.
import { getTranslations } from 'next-intl/server';
import { profile } from '@/lib/content/profile';
import type { PrivacyText } from './PrivacyDialog';

/** The privacy statement's sections, in reading order: who to ask, then why, what, how long, how safe, and where to complain. */
const SECTIONS = ['questions', 'purpose', 'data', 'retention', 'security', 'complaints'] as const;

/** The privacy statement in the page's language. */
export async function privacyText(): Promise<PrivacyText> {
  const t = await getTranslations('PrivacyDialog');
  const owner = {
    company: profile.companyName,
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
  };
  return {
    open: t('open'),
    title: t('title'),
    close: t('close'),
    sections: SECTIONS.map((id) => ({
      id,
      title: t(`sections.${id}.title`),
      text: t(`sections.${id}.text`, owner),
    })),
  };
}
