// The consultant's photo at the top of the About page.
import { getTranslations } from 'next-intl/server';
import { profile } from '@/lib/content/profile';
import { pictureSource } from '@/lib/picture-source';
import styles from './ConsultantPhoto.module.css';

/** The consultant's photo, inside the page while it is small (it is the first screen's largest). */
export default async function ConsultantPhoto() {
  const t = await getTranslations('AboutPage');
  return (
    <img
      src={pictureSource('/images/consultant.svg')}
      alt={t('photoAlt', { name: profile.name })}
      width={300}
      height={360}
      className={styles.photo}
    />
  );
}
