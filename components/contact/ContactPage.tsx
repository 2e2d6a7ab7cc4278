// The Contact page: the form, other ways to get in touch, the privacy statement, a portrait.
import { getTranslations } from 'next-intl/server';
import PageIntro from '@/components/shell/PageIntro';
import AlternativeContact from './AlternativeContact';
import ContactForm from './ContactForm';
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
      <div className={styles.layout}>
        <div className={styles.column}>
          <ContactForm text={await contactFormText()} icons={contactFormIcons()} />
          <AlternativeContact />
          <PrivacyButton text={await privacyText()} icon={privacyIcon()} />
        </div>
        <OwnerPicture />
      </div>
    </>
  );
}
