// @ts-check
import createNextIntlPlugin from 'next-intl/plugin';

// Plain JavaScript, which Node loads as it is. The contact table URL the pages are built with is
// checked before `next build` starts (scripts/build/check-table-url.ts, part of npm run build).

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  productionBrowserSourceMaps: !!process.env.SOURCE_MAPS,
  reactStrictMode: true,
  experimental: {
    optimizePackageImports: ['@mui/material'],
  },
};

export default withNextIntl(nextConfig);
