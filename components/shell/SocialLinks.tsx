import type { SvgIconComponent } from '@mui/icons-material';
import Badge from '@mui/icons-material/Badge';
import Mail from '@mui/icons-material/Mail';
import Phone from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import { getTranslations } from 'next-intl/server';
import { phoneHref, profile } from '@/content/profile';

/** Professional network, mail and phone; each opens in a new tab. */
export default async function SocialLinks() {
  const t = await getTranslations('SocialLinks');
  const links: { href: string; label: string; Icon: SvgIconComponent }[] = [
    { href: profile.networkUrl, label: t('network', { name: profile.name }), Icon: Badge },
    { href: `mailto:${profile.email}`, label: t('mail', { email: profile.email }), Icon: Mail },
    {
      href: phoneHref,
      label: t('phone', { phone: profile.phone }),
      Icon: Phone,
    },
  ];
  return (
    <Box component="nav" aria-label={t('label')} sx={{ display: 'flex', gap: 0.5 }}>
      {links.map(({ href, label, Icon }) => (
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
          <Icon />
        </Box>
      ))}
    </Box>
  );
}
