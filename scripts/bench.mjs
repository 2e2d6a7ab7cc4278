// npm run bench: builds, serves, and prints per page the gzip size of first-load JS and the
// Lighthouse mobile scores (median of --runs runs, default 1), each marked against the budget.
// A measuring tool, not a test.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { budgetSummary, markRow } from './lib/budget.mjs';
import { SITE_PAGES } from './lib/site-pages.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium, ensureDependencies, env } from './lib/setup.mjs';

const PORT = 3200;
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, 'no-build': { type: 'boolean' } },
});
const runs = Number(values.runs);

/**
 * Gzip size of the JS a current browser loads for a page, in kB: scripts and module preloads the
 * HTML references, leaving out `noModule` polyfills, which module-capable browsers never fetch.
 */
function firstLoadJs(path) {
  const html = readFileSync(`out${path}index.html`, 'utf8');
  const tags = html.match(/<(?:script|link)\b[^>]*\/_next\/static\/[^"]+\.js[^>]*>/g) ?? [];
  const sources = new Set(
    tags
      .filter((tag) => !/\bnoModule\b/i.test(tag))
      .map((tag) => /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1])
      .filter(Boolean),
  );
  const bytes = [...sources].reduce(
    (sum, src) => sum + gzipSync(readFileSync(`out${src}`)).length,
    0,
  );
  return bytes / 1024;
}

// Asynchronous: the static server runs in this process and must keep answering meanwhile.
async function lighthouse(url, run) {
  const output = `bench-results/${url.replace(/\W+/g, '_')}-${run}.json`;
  const child = spawn(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`Lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => Math.round(report.categories[id].score * 100);
  const audit = (id) => report.audits[id].numericValue;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

ensureDependencies();
ensureChromium();
if (!values['no-build']) {
  // Imported only now: on a fresh clone its dependencies have just been installed.
  const { buildForLocalUse } = await import('./lib/local-build.mjs');
  buildForLocalUse();
}
mkdirSync('bench-results', { recursive: true });
const { serveExport } = await import('./serve.mjs');
const { server, url } = await serveExport({ port: PORT });

const rows = [];
for (const path of SITE_PAGES) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    results.push(await lighthouse(`${url.slice(0, -1)}${path}`, run));
  }
  const pick = (key) => median(results.map((result) => result[key]));
  rows.push({
    page: path,
    'JS kB gz': firstLoadJs(path),
    perf: pick('perf'),
    a11y: pick('a11y'),
    'best pr.': pick('bp'),
    seo: pick('seo'),
    'LCP s': pick('lcp') / 1000,
    'TBT ms': pick('tbt'),
    CLS: pick('cls'),
  });
  console.log(`measured ${path}`);
}
server.close();

const columns = Object.keys(rows[0]);
const line = (cells) => `| ${cells.join(' | ')} |`;
console.log(
  `\nLighthouse mobile, median of ${runs} run(s) per page; JS = gzip of first-load files\n`,
);
console.log(line(columns));
console.log(line(columns.map(() => '---')));
for (const row of rows) console.log(line(columns.map((column) => markRow(row)[column])));
console.log(`\nBudget:\n${budgetSummary(rows).join('\n')}`);
