// The footer fixed to the bottom of every page: the owner, contact links and products.
import { getTranslations } from 'next-intl/server';
import ProductIcons from './ProductIcons';
import ProfileCard from './ProfileCard';
import SocialLinks from './SocialLinks';
import styles from './Footer.module.css';
import { OVERLAY } from '@/lib/focus-clearance';

export default async function Footer() {
  const t = await getTranslations('Footer');
  return (
    <footer aria-label={t('label')} className={styles.footer} {...OVERLAY}>
      <ProfileCard />
      <SocialLinks />
      <ProductIcons />
    </footer>
  );
}
