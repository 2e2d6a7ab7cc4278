import { getTranslations } from 'next-intl/server';
import { profile } from '@/content/profile';
import styles from './ConsultantPhoto.module.css';

/** The consultant's photo. */
export default async function ConsultantPhoto() {
  const t = await getTranslations('AboutPage');
  return (
    <img
      src="/images/consultant.svg"
      alt={t('photoAlt', { name: profile.name })}
      width={300}
      height={360}
      className={styles.photo}
    />
  );
}
