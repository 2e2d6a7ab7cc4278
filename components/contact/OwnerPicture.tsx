// The owner's portrait beside the contact form.
import { getTranslations } from 'next-intl/server';
import { profile } from '@/lib/content/profile';
import styles from './OwnerPicture.module.css';

const PORTRAIT = { src: '/owner-portrait.svg', width: 320, height: 400 } as const;

/** The owner's picture beside the form; left out on screens narrower than the md breakpoint. */
export default async function OwnerPicture() {
  const t = await getTranslations('OwnerPicture');
  return (
    <div className={styles.frame}>
      {/* A plain img (the export serves pictures as they are): next/image would add its client
          code to the page. Lazy, as narrow screens never show it. */}
      <img
        {...PORTRAIT}
        alt={t('alt', { name: profile.name })}
        loading="lazy"
        decoding="async"
        className={styles.picture}
      />
    </div>
  );
}
