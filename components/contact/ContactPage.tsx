import { getTranslations } from 'next-intl/server';
import FirstScreenEnd from '@/components/shell/FirstScreenEnd';
import PageIntro from '@/components/shell/PageIntro';
import AlternativeContact from './AlternativeContact';
import ContactFormIsland from './ContactFormIsland';
import { contactFormIcons, privacyIcon } from './contact-form-icons';
import { contactFormText } from './contact-form-text';
import OwnerPicture from './OwnerPicture';
import PrivacyButton from './PrivacyButton';
import { privacyText } from './privacy-text';
import styles from './ContactPage.module.css';

/** The contact page: the form with other ways to reach the owner on the left, a portrait right. */
export default async function ContactPage() {
  const t = await getTranslations('ContactPage');
  return (
    <>
      <PageIntro title={t('title')} intro={t('intro')} />
      <FirstScreenEnd />
      <div className={styles.layout}>
        <div className={styles.column}>
          <ContactFormIsland text={await contactFormText()} icons={contactFormIcons()} />
          <AlternativeContact />
          <PrivacyButton text={await privacyText()} icon={privacyIcon()} />
        </div>
        <OwnerPicture />
      </div>
    </>
  );
}
