// @ts-check
// The Next.js settings: a static export with the translations plugged in.
import createNextIntlPlugin from 'next-intl/plugin';

// Plain JavaScript, which Node loads as it is. The table URL is checked before `next build`
// (scripts/build/check-table-url.ts).

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  productionBrowserSourceMaps: !!process.env.SOURCE_MAPS,
  reactStrictMode: true,
  // The tests' builds leave the types to `npm run typecheck`, whose TypeScript 7 is quicker.
  typescript: { ignoreBuildErrors: process.env.SKIP_TYPE_CHECK === '1' },
  // The project's own JSON (content, catalogs) as any editor saved it, byte-order mark and all.
  turbopack: {
    rules: {
      '*.json': {
        condition: { not: 'foreign' },
        loaders: ['./scripts/build/json-loader.mjs'],
        as: '*.json',
      },
    },
  },
  experimental: {
    optimizePackageImports: ['@mui/material'],
    // Off on CI machines (and the recipe copy, built as CI builds): they start clean and are thrown
    // away, and writing Turbopack's cache costs a fifth of a build's CPU.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
};

export default withNextIntl(nextConfig);
