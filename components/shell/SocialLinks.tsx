import { getTranslations } from 'next-intl/server';
import Box from '@/components/ui/Box';
import Icon from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-paths';
import { phoneHref, profile } from '@/content/profile';

/** Professional network, mail and phone; each opens in a new tab. */
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
    <Box component="nav" aria-label={t('label')} sx={{ display: 'flex', gap: 0.5 }}>
      {links.map(({ href, label, icon }) => (
        <Box
          key={href}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          sx={{
            display: 'inline-flex',
            p: 1,
            borderRadius: '50%',
            color: 'primary.main',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <Icon name={icon} />
        </Box>
      ))}
    </Box>
  );
}
