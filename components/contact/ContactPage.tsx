import Box from '@/components/ui/Box';
import { getTranslations } from 'next-intl/server';
import PageIntro from '@/components/shell/PageIntro';
import AlternativeContact from './AlternativeContact';
import ContactForm from './ContactForm';
import { contactFormIcons, privacyIcon } from './contactFormIcons';
import { contactFormStyles } from './contactFormStyles';
import { contactFormText } from './contactFormText';
import OwnerPicture from './OwnerPicture';
import PrivacyButton from './PrivacyButton';
import { privacyText } from './privacyText';

/** The contact page: the form with other ways to reach the owner on the left, a portrait right. */
export default async function ContactPage() {
  const t = await getTranslations('ContactPage');
  const { classes, styles } = contactFormStyles();
  return (
    <>
      {styles}
      <PageIntro title={t('title')} intro={t('intro')} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 4, mt: 3 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0, maxWidth: 500, display: 'grid', gap: 4 }}>
          <ContactForm
            text={await contactFormText()}
            icons={contactFormIcons()}
            classes={classes}
          />
          <AlternativeContact />
          <PrivacyButton
            text={await privacyText()}
            icon={privacyIcon()}
            className={classes.privacyButton}
          />
        </Box>
        <OwnerPicture />
      </Box>
    </>
  );
}
