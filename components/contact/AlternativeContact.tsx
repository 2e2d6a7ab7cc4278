// Phone and e-mail on the Contact page, for visitors who skip the form.
import { getTranslations } from 'next-intl/server';
import Icon from '@/components/ui/Icon';
import Typography from '@/components/ui/Typography';
import { phoneHref, profile } from '@/lib/content/profile';
import styles from './AlternativeContact.module.css';

export default async function AlternativeContact() {
  const t = await getTranslations('AlternativeContact');
  const links = [
    {
      label: t('phone'),
      href: phoneHref,
      text: profile.phone,
      icon: 'PhoneOutlined' as const,
    },
    {
      label: t('email'),
      href: `mailto:${profile.email}`,
      text: profile.email,
      icon: 'MailOutlined' as const,
    },
  ];
  return (
    <section aria-labelledby="alternative-contact">
      <Typography id="alternative-contact" variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Typography gutterBottom>{t('text')}</Typography>
      <dl className={styles.list}>
        {links.map(({ label, href, text, icon }) => (
          <div key={href} className={styles.way}>
            <dt className={styles.term}>
              <Icon name={icon} fontSize="small" />
              {label}
            </dt>
            <dd className={styles.value}>
              <a href={href} className={styles.link}>
                {text}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
