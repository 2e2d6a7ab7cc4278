import Box from '@/components/ui/Box';
import { getTranslations } from 'next-intl/server';
import BackgroundPicture from './BackgroundPicture';
import NoCookies from './NoCookies';
import ExperienceCards from './ExperienceCards';
import HomeText from './HomeText';
import WelcomeBanner from './WelcomeBanner';

/** Home: experience cards and welcome messages beside the introduction, over a background. */
export default async function HomePage() {
  const t = await getTranslations('HomePage');
  return (
    <>
      <BackgroundPicture alt={t('backgroundAlt')} />
      <NoCookies message={t('cookies')} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'auto minmax(0, 1fr)' },
          alignItems: 'start',
          gap: '2vw',
        }}
      >
        <Box sx={{ gridColumn: { lg: 2 }, gridRow: { lg: 1 } }}>
          <HomeText />
        </Box>
        <Box sx={{ gridColumn: { lg: 1 }, gridRow: { lg: 1 } }}>
          <ExperienceCards />
          <WelcomeBanner />
        </Box>
      </Box>
    </>
  );
}
