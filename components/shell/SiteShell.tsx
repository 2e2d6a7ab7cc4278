// What every page has around its content: header, notices, footer and the helpers behind them.
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import Notices from '@/components/notices/Notices';
import { content } from '@/lib/content';
import { MAIN_ID } from '@/lib/focus-clearance';
import { isPreviewBuild } from '@/lib/preview';
import Banner from './Banner';
import CommandBar from './CommandBar';
import FocusInView from './FocusInView';
import Footer from './Footer';
import HydrationMark from './HydrationMark';
import PreviewBadge from './PreviewBadge';
import StartAnimation from './StartAnimation';
import SwipeArea from './SwipeArea';
import styles from './SiteShell.module.css';

type Props = { children: ReactNode };

export default async function SiteShell({ children }: Props) {
  const t = await getTranslations('SiteShell');
  const locale = await getLocale();
  return (
    <div className={styles.shell}>
      <StartAnimation />
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <header>
        <Banner />
        <CommandBar />
      </header>
      <Notices notices={content.notices} />
      <SwipeArea locale={locale}>
        <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </SwipeArea>
      <Footer />
      <FocusInView />
      <HydrationMark />
      {isPreviewBuild() && <PreviewBadge />}
    </div>
  );
}
