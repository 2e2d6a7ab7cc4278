// The icon a phone shows for the site once it is saved to the home screen.
import { ImageResponse } from 'next/og';
import LogoImage from '@/components/shell/LogoImage';
import { BRAND } from '@/components/theme/brand';

// The logo as a 180×180 PNG for home screens, drawn at build time.
export const dynamic = 'force-static';

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: BRAND.primary,
      }}
    >
      <LogoImage size={140} color="#ffffff" />
    </div>,
    { width: 180, height: 180 },
  );
}
