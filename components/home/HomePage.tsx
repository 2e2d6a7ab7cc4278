// The Home page: the introduction, experience cards, welcome messages and background.
import { getTranslations } from 'next-intl/server';
import BackgroundPicture from './BackgroundPicture';
import ExperienceCards from './ExperienceCards';
import HomeText from './HomeText';
import CookieNotice from './CookieNotice';
import WelcomeMessages from './WelcomeMessages';
import styles from './HomePage.module.css';

export default async function HomePage() {
  const t = await getTranslations('HomePage');
  return (
    <>
      <BackgroundPicture alt={t('backgroundAlt')} />
      <CookieNotice message={t('cookies')} />
      <div className={styles.grid}>
        <div className={styles.text}>
          <HomeText />
        </div>
        <div className={styles.cards}>
          <ExperienceCards />
          <WelcomeMessages />
        </div>
      </div>
    </>
  );
}
