import Box from '@/components/ui/Box';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { profile } from '@/content/profile';

export const PORTRAIT = { src: '/owner-portrait.svg', width: 320, height: 400 } as const;

/** The owner's picture beside the form; left out on screens narrower than the md breakpoint. */
export default async function OwnerPicture() {
  const t = await getTranslations('OwnerPicture');
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' }, flex: '0 1 320px', minWidth: 0 }}>
      <Image
        {...PORTRAIT}
        alt={t('alt', { name: profile.name })}
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </Box>
  );
}
