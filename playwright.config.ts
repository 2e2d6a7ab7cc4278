// How Playwright runs the end-to-end tests: browser, server, and which builds to test.
import { defineConfig, devices } from '@playwright/test';
import { register } from 'node:module';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { STATES_BUILD } from './scripts/dev/local-build';
import {
  E2E_COMMANDS_TABLE_PORT,
  E2E_PORT as PORT,
  E2E_STATES_PORT,
  E2E_TABLE_PORT,
} from './scripts/dev/ports';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './scripts/dev/setup';

// The specs import the site's modules, whose JSON imports need this hook in the runner and every
// worker.
register('./e2e/json-imports.mjs', import.meta.url);

// Debian's Chromium (its headless shell where installed): Playwright cannot download its own
// browser here (see README).
const chromium = {
  executablePath: TEST_CHROMIUM,
  // A horizontal touch swipe can otherwise start Chromium's own back/forward gesture.
  args: [...CHROMIUM_ARGS, '--overscroll-history-navigation=0'],
};

const browser = { ...devices['Desktop Chrome'], channel: undefined, launchOptions: chromium };

// The tests of the owner's and developer's commands, which open no page (e2e/commands/).
const COMMANDS = /\/commands\/.*\.spec\.ts$/;
const RECIPES = /\/commands\/any-editor\.spec\.ts$/;

// What runs in WebKit and Firefox too (e2e/engines/), each beside a Chromium page.
const ENGINES = /\/engines\/.*\.spec\.ts$/;

// The sweep runs again on the states build, where the notices and a preview's badge can change
// every page; the specs of what only that build has (the notices, the preview, MUI mounting for
// the toast, print hiding them) run there alone.
const STATE_SPECS = /\/(sweep|system-theme|print|notices|preview)\.spec\.ts$/;
const STATES_ONLY = /\/(system-theme|print|notices|preview)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/engines/print-versions.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One per core, up to four: the browsers keep the cores busy, and each extra worker starts its
  // own browsers and loads its modules again, which costs more than its waits save.
  workers: Math.min(4, availableParallelism()),
  // In CI each shard writes a blob report (blob-report/) for the workflow to merge into one.
  reporter: process.env.CI ? [['list'], ['blob']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    // The start overlay has its own tests; elsewhere it would only slow the tour down.
    reducedMotion: 'reduce',
    // Recorded in CI only: it costs a sixth of a local run's CPU (there, run again with --trace
    // on). A spec's own setting would start workers of its own, seconds of a core each.
    trace: process.env.CI ? { mode: 'retain-on-failure', screenshots: false } : 'off',
  },
  projects: [
    {
      // Every recipe in copies of the checkout: long, so first, beside everything else.
      name: 'recipes',
      testMatch: RECIPES,
    },
    {
      // On a table storage of their own, one spec file at a time: early, so that their one
      // worker's run overlaps the browser specs rather than trailing them.
      name: 'commands',
      testMatch: COMMANDS,
      testIgnore: RECIPES,
      fullyParallel: false,
      workers: 1,
      // One test runs a command after another against Azurite: on one busy core that is slow.
      timeout: 90_000,
    },
    {
      name: 'chromium',
      testIgnore: [STATES_ONLY, COMMANDS, ENGINES],
      use: browser,
    },
    ...(['webkit', 'firefox'] as const).map((engineName) => ({
      name: engineName,
      testMatch: ENGINES,
      // WebKit and Firefox take far longer over a page than Chromium on a busy machine.
      timeout: 90_000,
      // One each, side by side: every worker starts its own engine (a Firefox takes ten seconds
      // of a core) and a Chromium beside it.
      workers: 1,
      use: { ...browser, engineName },
    })),
    {
      name: 'states',
      testMatch: STATE_SPECS,
      // e2e/notices.ts reads the override to know which notices the pages show.
      metadata: { contentOverride: STATES_BUILD.override },
      use: { ...browser, baseURL: `http://127.0.0.1:${E2E_STATES_PORT}` },
    },
  ],
  webServer: [
    // The builds there are: `npm test` makes those the projects it runs need.
    ...[
      { port: PORT, dir: 'out' },
      { port: E2E_STATES_PORT, dir: STATES_BUILD.dir },
    ]
      .filter(({ dir }) => existsSync(dir))
      .map(({ port, dir }) => ({
        command: `node --import tsx scripts/dev/serve.ts --port ${port} --dir ${dir}`,
        url: `http://127.0.0.1:${port}/en/`,
        reuseExistingServer: false,
        timeout: 30_000,
      })),
    // Real in-memory Azurites: one the site posts to, and one for the command specs.
    ...[E2E_TABLE_PORT, E2E_COMMANDS_TABLE_PORT].map((port) => ({
      command: `node --import tsx e2e/storage-server.ts --port ${port}`,
      wait: { stdout: new RegExp(`ready on port ${port}`) },
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      reuseExistingServer: false,
      timeout: 30_000,
    })),
  ],
});
