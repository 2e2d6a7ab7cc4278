import Box from '@/components/ui/Box';
import Typography from '@/components/ui/Typography';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import ConsultantPhoto from './ConsultantPhoto';
import Details from './Details';
import PersonaText from './PersonaText';
import SkillRatings from './SkillRatings';

/**
 * About me: photo and skills left; persona text and, right below it, the project/certificate
 * details on the right. One column on narrower screens, in the same reading order.
 */
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
          // The proportions of the original design; a column never grows past its share, and
          // the details follow the persona text directly, however tall the skills column is.
          gap: 'max(1vw, 1.5rem)',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: 'minmax(0, 5fr) minmax(0, 7fr)',
            xl: 'minmax(0, 3fr) minmax(0, 7fr)',
          },
          gridTemplateRows: { lg: 'auto 1fr' },
          alignItems: 'start',
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
