import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import {
  contactTableUrlProblem,
  contactTableUrlWarning,
  explainTableUrlProblem,
  LOCAL_VARIABLE,
  TABLE_URL_VARIABLE,
} from './scripts/lib/table-url';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
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

// The contact table URL is baked into the pages: a build without a usable one would ship a
// contact form that cannot send, or one that gives away more than adding a request. `next dev`
// only warns, so the other pages can be worked on.
export default function config(phase: string): NextConfig {
  const tableUrl = process.env[TABLE_URL_VARIABLE];
  const local = process.env[LOCAL_VARIABLE] === '1';
  const problem = contactTableUrlProblem(tableUrl, { local });
  if (problem && phase === PHASE_PRODUCTION_BUILD) {
    throw new Error(`\n${explainTableUrlProblem(problem)}\n`);
  }
  // Local builds mint a short-lived SAS on every run: only a deployable one earns the reminder.
  const warning = problem || local ? undefined : contactTableUrlWarning(tableUrl);
  if (warning && phase === PHASE_PRODUCTION_BUILD) console.warn(`⚠ ${warning}`);
  if (problem && phase === PHASE_DEVELOPMENT_SERVER) {
    console.warn(`⚠ ${explainTableUrlProblem(problem)}\n  The contact form will not send.\n`);
  }
  return withNextIntl(nextConfig);
}
