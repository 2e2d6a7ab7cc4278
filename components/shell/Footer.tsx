import Box from '@/components/ui/Box';
import { getTranslations } from 'next-intl/server';
import { FOOTER_HEIGHT } from '@/lib/layout';
import ProductIcons from './ProductIcons';
import ProfileCard from './ProfileCard';
import SocialLinks from './SocialLinks';

/** The fixed footer: profile card left, social links centre, product icons right. */
export default async function Footer() {
  const t = await getTranslations('Footer');
  return (
    <Box
      component="footer"
      aria-label={t('label')}
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 2,
        height: FOOTER_HEIGHT,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) auto',
          lg: 'minmax(0, 1fr) auto minmax(0, 1fr)',
        },
        alignItems: 'center',
        gap: 1,
        px: { xs: 1, md: 4 },
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <ProfileCard />
      <SocialLinks />
      <ProductIcons />
    </Box>
  );
}
