// The picture shown when a page of the site is shared as a link, one per language.
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import LogoImage from '@/components/shell/LogoImage';
import { BRAND } from '@/components/theme/brand';
import { routeLocale, type LocaleProps } from '@/i18n/locale';
import { routing } from '@/i18n/routing';
import { OG_IMAGE } from '@/lib/seo/site';
import { profile } from '@/lib/content/profile';

// Drawn once per locale at build time into out/{locale}/og.png; there is no runtime route.
export const dynamic = 'force-static';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_: Request, props: LocaleProps) {
  const locale = await routeLocale(props);
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: 80,
        background: `linear-gradient(135deg, ${BRAND.primary}, #062b4b)`,
        color: '#ffffff',
      }}
    >
      <LogoImage size={120} color="#ffffff" />
      <div style={{ fontSize: 72, fontWeight: 700, marginTop: 40 }}>{profile.companyName}</div>
      <div style={{ fontSize: 40, marginTop: 16 }}>{t('title')}</div>
      <div style={{ fontSize: 32, marginTop: 24, opacity: 0.85 }}>{profile.name}</div>
    </div>,
    OG_IMAGE,
  );
}
