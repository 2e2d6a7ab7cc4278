import Box from '@/components/ui/Box';
import Typography from '@/components/ui/Typography';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import ConsultantPhoto from './ConsultantPhoto';
import Details from './Details';
import PersonaText from './PersonaText';
import SkillRatings from './SkillRatings';

/** About me: photo and skills left; persona text and the project/certificate details right. */
export default async function AboutPage() {
  const t = await getTranslations('AboutPage');
  const locale = (await getLocale()) as Locale;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Box
        data-testid="about-grid"
        sx={{
          display: 'grid',
          gap: '1vw',
          gridTemplateColumns: { xs: '1fr', lg: '5fr 7fr', xl: '3fr 7fr' },
          gridTemplateRows: { lg: '2fr 1fr' },
        }}
      >
        <Box sx={{ gridRow: { lg: 'span 2' } }}>
          <ConsultantPhoto />
          <SkillRatings locale={locale} />
        </Box>
        <PersonaText />
        <Details locale={locale} />
      </Box>
    </>
  );
}
