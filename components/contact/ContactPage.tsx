// The Contact page: the form, other ways to get in touch, the privacy statement, a portrait.
import { getTranslations } from 'next-intl/server';
import PageIntro from '@/components/shell/PageIntro';
import { profile } from '@/lib/content/profile';
import AlternativeContact from './AlternativeContact';
import ContactForm from './ContactForm';
import { contactFormIcons, contactFormText, privacyText } from './contact-text';
import PrivacyButton from './PrivacyButton';
import styles from './ContactPage.module.css';

const PORTRAIT = { src: '/owner-portrait.svg', width: 320, height: 400 } as const;

export default async function ContactPage() {
  const t = await getTranslations('ContactPage');
  const portrait = await getTranslations('OwnerPicture');
  return (
    <>
      <PageIntro title={t('title')} intro={t('intro')} />
      <div className={styles.layout}>
        <div className={styles.column}>
          <ContactForm text={await contactFormText()} icons={contactFormIcons()} />
          <AlternativeContact />
          <PrivacyButton text={await privacyText()} />
        </div>
        <div className={styles.portrait}>
          {/* A plain img: next/image would add its client code to the page. Lazy, as narrow
              screens never show it. */}
          <img
            {...PORTRAIT}
            alt={portrait('alt', { name: profile.name })}
            loading="lazy"
            decoding="async"
            className={styles.picture}
          />
        </div>
      </div>
    </>
  );
}
