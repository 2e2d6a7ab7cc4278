// The lint rules for the project's code.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    // A static export has no image optimiser; our pictures are SVGs with explicit sizes.
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // An import cycle makes load order matter. The resolver reads tsconfig.json for `@/` imports.
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
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
    // An import cycle on purpose, which scripts/checks/no-cycle.test.ts lints to see it refused.
    'scripts/checks/__fixtures__/cycle/**',
  ]),
]);
