// The web app manifest: the name, colours and icons a browser uses when the site is installed.
import type { MetadataRoute } from 'next';
import { BRAND } from '@/components/theme/brand';
import { profile } from '@/lib/content/profile';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: profile.companyName,
    short_name: profile.companyName,
    start_url: '/',
    display: 'browser',
    background_color: BRAND.background,
    theme_color: BRAND.primary,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  };
}
