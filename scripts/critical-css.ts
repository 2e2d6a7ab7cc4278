// After `next build` (part of npm run build): puts each page's critical CSS into the page (see
// scripts/lib/critical-css.ts) and says how much the pages grew.
import { errorMessage } from './lib/errors';
import { inlineCriticalCss } from './lib/critical-css';

try {
  const sizes = await inlineCriticalCss();
  const grown = sizes.reduce((sum, { before, after }) => sum + after - before, 0);
  console.log(
    `Critical CSS inlined into ${sizes.length} pages (${Math.round(grown / sizes.length / 1024)} kB more HTML each on average)`,
  );
} catch (error) {
  console.error(`✖ Critical CSS: ${errorMessage(error)}`);
  process.exitCode = 1;
}
