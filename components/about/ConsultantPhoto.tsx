import Box from '@/components/ui/Box';
import { getTranslations } from 'next-intl/server';
import { profile } from '@/content/profile';

/** The consultant's photo, 10vw wide (never smaller than a thumbnail). */
export default async function ConsultantPhoto() {
  const t = await getTranslations('AboutPage');
  return (
    <Box
      component="img"
      src="/images/consultant.svg"
      alt={t('photoAlt', { name: profile.name })}
      width={300}
      height={360}
      sx={{ width: 'max(10vw, 96px)', height: 'auto', borderRadius: 2, display: 'block', mb: 2 }}
    />
  );
}
