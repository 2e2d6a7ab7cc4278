import type { ReactNode } from 'react';
import Box from '@/components/ui/Box';
import { getTranslations } from 'next-intl/server';
import Notices from '@/components/notices/Notices';
import { content } from '@/content';
import type { Locale } from '@/i18n/routing';
import { CONTENT_BOTTOM_PADDING } from '@/lib/layout';
import Banner from './Banner';
import CommandBar from './CommandBar';
import Footer from './Footer';
import StartAnimation from './StartAnimation';
import SwipeArea from './SwipeArea';

type Props = { locale: Locale; children: ReactNode };

/** The rows of every page: banner, command bar, content and the fixed footer. */
export default async function SiteShell({ locale, children }: Props) {
  const t = await getTranslations('SiteShell');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }}>
      <StartAnimation />
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          maxWidth: 'calc(100% - 16px)',
          zIndex: 3,
          p: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <Box component="header">
        <Banner />
        <CommandBar locale={locale} />
      </Box>
      <Notices locale={locale} notices={content.notices} />
      <SwipeArea locale={locale}>
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ flex: 1, px: { xs: 2, md: 4 }, pt: 3, pb: CONTENT_BOTTOM_PADDING, outline: 'none' }}
        >
          {children}
        </Box>
      </SwipeArea>
      <Footer />
    </Box>
  );
}
