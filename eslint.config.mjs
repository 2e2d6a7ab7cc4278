// The lint rules for the project's code.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/** What the site's code may not import: scripts/ (but for `scriptsAllowed`), lab/ and e2e/. */
const siteZones = (scriptsAllowed) =>
  [
    { from: './scripts', except: scriptsAllowed },
    { from: './lab', except: [] },
    { from: './e2e', except: [] },
  ].map((zone) => ({
    target: ['./app', './components', './lib', './i18n'],
    ...zone,
    message: 'The site does not import the tools: what a page needs belongs in lib/.',
  }));

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    // A static export has no image optimiser; our pictures are SVGs with explicit sizes.
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // The boundary rules below resolve `@/` imports through tsconfig.json. Import cycles are
    // dpdm's, in npm run lint: it counts type-only imports, which import-x's no-cycle skips.
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
  },
  {
    // The site (what pages run) never imports the tools: the build's and owner's commands, the
    // lab, the end-to-end specs. Its tests may use the tests' shared helpers.
    files: ['{app,components,lib,i18n}/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: siteZones(['./dev/testing']) }],
    },
  },
  {
    files: ['{app,components,lib,i18n}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-utils.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: siteZones([]) }] },
  },
  {
    // The build renders the theme and, to find the variables MUI writes, the toast: nothing else
    // of the components is the tools' business.
    files: ['scripts/**/*.{ts,tsx,mjs}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './scripts',
              from: './components',
              except: ['./theme/theme.ts', './notices/AvailabilityToastClient.tsx'],
              message: 'scripts/ imports of components/ only what the build renders.',
            },
            {
              target: './scripts/owner',
              from: ['./scripts/dev', './lab', './e2e'],
              message: "The owner's commands stand alone: the developers' tools may use them.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lab/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './lab', from: './e2e', message: 'The lab does not run the tests.' }] },
      ],
    },
  },
  {
    // Playwright hands each fixture a function named `use`, which is no React hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  globalIgnores([
    '**/.next/**',
    '**/out/**',
    'out-states/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'blob-report/**',
    'bench-results/**',
    'next-env.d.ts',
    '*.tmp.mjs',
    // Imports across the site's boundaries on purpose, which scripts/checks/boundaries.test.ts
    // lints as if they stood in each folder (their relative imports resolve only there, so
    // tsconfig.json leaves them out too).
    'scripts/checks/__fixtures__/boundaries/**',
  ]),
]);
