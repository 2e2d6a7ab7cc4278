import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    // A static export has no image optimiser; our pictures are SVGs with explicit sizes.
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // Playwright hands each fixture a function named `use`, which is no React hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '**/.next/**',
    '**/out/**',
    'out-notices/**',
    'out-preview/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'blob-report/**',
    'bench-results/**',
    'next-env.d.ts',
    '*.tmp.mjs',
  ]),
]);
