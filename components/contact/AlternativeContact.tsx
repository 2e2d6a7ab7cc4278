import Box from '@/components/ui/Box';
import Icon from '@/components/ui/Icon';
import Link from '@/components/ui/Link';
import Typography from '@/components/ui/Typography';
import { getTranslations } from 'next-intl/server';
import { phoneHref, profile } from '@/content/profile';

/** The owner's phone number and e-mail address, for visitors who would rather not use the form. */
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
    <Box component="section" aria-labelledby="alternative-contact">
      <Typography id="alternative-contact" variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Typography gutterBottom>{t('text')}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
        {links.map(({ label, href, text, icon }) => (
          <Box key={href} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Icon name={icon} fontSize="small" />
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <Link href={href}>{text}</Link>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
