// The site's icon in the browser tab.
import { logoIconSvg } from '@/components/shell/LogoImage';
import { BRAND } from '@/components/theme/brand';

// The favicon, drawn from the logo mark at build time.
export const dynamic = 'force-static';

export function GET() {
  return new Response(logoIconSvg(BRAND.primary), {
    headers: { 'Content-Type': 'image/svg+xml' },
  });
}
