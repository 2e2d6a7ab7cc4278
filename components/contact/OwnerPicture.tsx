import Box from '@/components/ui/Box';
import { getTranslations } from 'next-intl/server';
import { profile } from '@/content/profile';

export const PORTRAIT = { src: '/owner-portrait.svg', width: 320, height: 400 } as const;

/** The owner's picture beside the form; left out on screens narrower than the md breakpoint. */
export default async function OwnerPicture() {
  const t = await getTranslations('OwnerPicture');
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' }, flex: '0 1 320px', minWidth: 0 }}>
      {/* A plain img (the export serves pictures as they are): next/image would add its client
          code to the page. Lazy, as narrow screens never show it. */}
      <Box
        component="img"
        {...PORTRAIT}
        alt={t('alt', { name: profile.name })}
        loading="lazy"
        decoding="async"
        sx={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </Box>
  );
}
