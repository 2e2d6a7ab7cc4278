import Box from '@/components/ui/Box';
import Typography from '@/components/ui/Typography';
import { getTranslations } from 'next-intl/server';
import { profile } from '@/content/profile';
import Greeting from './Greeting';

/** Home's text: greeting, title, tagline, introduction, competences and how to reach the owner. */
export default async function HomeText() {
  const t = await getTranslations('HomePage');
  const list = (key: 'tagline' | 'competences') =>
    Object.entries(t.raw(key) as Record<string, string>);
  const contact = {
    name: profile.name,
    jobTitle: profile.jobTitle,
    phone: profile.phone,
    email: profile.email,
  };
  return (
    <Box
      sx={{ maxWidth: '70ch', bgcolor: 'background.paper', borderRadius: 1, p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h6" component="p" color="primary" sx={{ minHeight: '2em' }}>
        <Greeting
          labels={{
            night: t('greeting.night'),
            morning: t('greeting.morning'),
            afternoon: t('greeting.afternoon'),
            evening: t('greeting.evening'),
          }}
        />
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography component="p" variant="overline" sx={{ lineHeight: 1.6, mb: 2 }}>
        {list('tagline').map(([id, text], index) => (
          <span key={id} data-id={id}>
            {index > 0 && ' · '}
            {text}
          </span>
        ))}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('start')}</Typography>
      <Box component="ul" sx={{ pl: 3, my: 2 }}>
        {list('competences').map(([id, text]) => (
          <Typography component="li" key={id}>
            {text}
          </Typography>
        ))}
      </Box>
      <Typography sx={{ mb: 2 }}>{t('end')}</Typography>
      <Typography sx={{ fontWeight: 700 }}>{t('jobTitle', contact)}</Typography>
      <Typography>{t('phone', contact)}</Typography>
      <Typography sx={{ mb: 2 }}>{t('email', contact)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('alternativeText', contact)}
      </Typography>
    </Box>
  );
}
