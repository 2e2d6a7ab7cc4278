import Box from '@/components/ui/Box';
import Card from '@/components/ui/Card';
import Typography from '@/components/ui/Typography';
import { getTranslations } from 'next-intl/server';
import { content } from '@/content';
import { CARD_WIDTH } from '@/lib/breakpoints';
import { yearsSince } from '@/lib/experience';
import YearsSince from './YearsSince';

/** Three cards: years of experience in IT, with the Power Platform and with Microsoft 365. */
export default async function ExperienceCards() {
  const t = await getTranslations('ExperienceCards');
  const builtAt = new Date();
  return (
    <Box
      component="ul"
      aria-label={t('label')}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1vw', m: 0, p: 0 }}
    >
      {content.experience.map(({ key, startYear, image }) => (
        <Card
          component="li"
          key={key}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            p: 2,
            width: CARD_WIDTH,
            maxWidth: '100%',
          }}
        >
          <img src={`/images/${image}`} alt="" width={64} height={64} />
          <div>
            <Typography variant="h6" component="h2">
              {t(`${key}.title`)}
            </Typography>
            <Typography>
              {t.rich(`${key}.message`, {
                years: () => (
                  <YearsSince startYear={startYear} atBuild={yearsSince(startYear, builtAt)} />
                ),
              })}
            </Typography>
          </div>
        </Card>
      ))}
    </Box>
  );
}
