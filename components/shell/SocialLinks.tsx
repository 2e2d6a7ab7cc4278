// The footer's links to the owner's professional network profile, e-mail and phone.
import { getTranslations } from 'next-intl/server';
import Icon from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-paths';
import { phoneHref, profile } from '@/lib/content/profile';
import styles from './SocialLinks.module.css';

export default async function SocialLinks() {
  const t = await getTranslations('SocialLinks');
  const links: { href: string; label: string; icon: IconName }[] = [
    { href: profile.networkUrl, label: t('network', { name: profile.name }), icon: 'Badge' },
    { href: `mailto:${profile.email}`, label: t('mail', { email: profile.email }), icon: 'Mail' },
    {
      href: phoneHref,
      label: t('phone', { phone: profile.phone }),
      icon: 'Phone',
    },
  ];
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      {links.map(({ href, label, icon }) => (
        <a
          key={href}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          className={styles.link}
        >
          <Icon name={icon} />
        </a>
      ))}
    </nav>
  );
}
