// The Home page's main text: greeting, title, introduction and how to get in touch.
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { authorMarkup } from '@/components/ui/author-markup';
import Typography from '@/components/ui/Typography';
import { profile } from '@/lib/content/profile';
import Greeting from './Greeting';
import styles from './HomeText.module.css';

export default async function HomeText() {
  const t = await getTranslations('HomePage');
  const { HomePage } = await getMessages();
  const markup = authorMarkup(await getLocale());
  const contact = {
    name: profile.name,
    jobTitle: profile.jobTitle,
    phone: profile.phone,
    email: profile.email,
  };
  return (
    <div className={styles.text}>
      <Typography variant="h6" component="p" className={styles.greeting}>
        <Greeting
          labels={{
            night: t('greeting.night'),
            morning: t('greeting.morning'),
            afternoon: t('greeting.afternoon'),
            evening: t('greeting.evening'),
          }}
        />
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography component="p" variant="overline" className={styles.tagline}>
        {Object.entries(HomePage.tagline).map(([id, text], index) => (
          <span key={id} data-id={id}>
            {index > 0 && ' · '}
            {text}
          </span>
        ))}
      </Typography>
      <Typography className={styles.paragraph}>{t.rich('start', markup)}</Typography>
      <ul className={styles.competences}>
        {Object.entries(HomePage.competences).map(([id, text]) => (
          <Typography component="li" key={id}>
            {text}
          </Typography>
        ))}
      </ul>
      <Typography className={styles.paragraph}>{t.rich('end', markup)}</Typography>
      <Typography className={styles.jobTitle}>{t('jobTitle', contact)}</Typography>
      <Typography>{t('phone', contact)}</Typography>
      <Typography className={styles.paragraph}>{t('email', contact)}</Typography>
      <Typography variant="body2" className={styles.alternative}>
        {t('alternativeText', contact)}
      </Typography>
    </div>
  );
}
