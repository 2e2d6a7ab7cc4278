// The footer's card with the owner's initials, name, job title, phone and e-mail.
import { getTranslations } from 'next-intl/server';
import { profile } from '@/lib/content/profile';
import styles from './ProfileCard.module.css';

function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .trim()
    .split(/\s+/);
  return words
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** Each on its own line, so none is cut off. */
export default async function ProfileCard() {
  const t = await getTranslations('ProfileCard');
  return (
    <div className={styles.card}>
      <span role="img" aria-label={t('avatar', { name: profile.name })} className={styles.avatar}>
        {initials(profile.name)}
      </span>
      <div className={styles.lines}>
        <p className={styles.name}>{profile.name}</p>
        <p className={styles.detail}>{profile.jobTitle}</p>
        <p className={styles.detail}>
          {profile.phone} · {profile.email}
        </p>
      </div>
    </div>
  );
}
