import Box from '@/components/ui/Box';
import Typography from '@/components/ui/Typography';
import { getTranslations } from 'next-intl/server';

/** Who the consultant is: title, introduction, bullets and a closing line. */
export default async function PersonaText() {
  const t = await getTranslations('Persona');
  const bullets = Object.entries(t.raw('list') as Record<string, string>);
  return (
    <Box component="section" aria-labelledby="persona-heading">
      <Typography id="persona-heading" variant="h5" component="h2" gutterBottom>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('start')}</Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        {bullets.map(([id, text]) => (
          <Typography component="li" key={id}>
            {text}
          </Typography>
        ))}
      </Box>
      <Typography>{t('end')}</Typography>
    </Box>
  );
}
