// One Lighthouse run of a page (mobile, performance only), its report kept in bench-results/.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_ARGS, env } from '../scripts/dev/setup';
import type { Run } from './figures';
import { figuresOf } from './lighthouse-report';

/** Where each run's report is kept. */
export const RESULTS = 'bench-results';

/** How Lighthouse slows the page down: really (devtools), or by simulating from a fast load. */
export type Method = 'devtools' | 'simulate';
export const METHODS: readonly Method[] = ['devtools', 'simulate'];

// Asynchronous: the static servers run in this process and must keep answering meanwhile.
async function lighthouseOnce(
  url: string,
  dir: string,
  name: string,
  method: Method,
): Promise<Run | undefined> {
  const output = `${RESULTS}/${name.replace(/\W+/g, '_')}.json`;
  const child = spawn(
    'npx',
    [
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance',
      `--throttling-method=${method}`,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    { env: { ...env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) return undefined;
  // A report without a score or a figure is of a failed run, repeated like one.
  return figuresOf(JSON.parse(readFileSync(output, 'utf8')), dir, url);
}

/**
 * One run, as a visitor gets the page (Next.js's prefetching included). Lighthouse at times fails
 * to record a trace (NO_NAVSTART): such a run is repeated.
 */
export async function lighthouse(
  url: string,
  dir: string,
  name: string,
  method: Method,
): Promise<Run> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouseOnce(url, dir, `${name}-${method}`, method);
    if (result) return result;
    console.error(`Lighthouse failed on ${url} (attempt ${attempt} of 3)`);
  }
  throw new Error(`Lighthouse failed three times on ${url}`);
}
