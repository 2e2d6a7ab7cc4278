// After the page lists (part of npm run build): moves each page's data for React out of its HTML
// into a deferred script file (see scripts/lib/page-data.ts). Before the host configuration, whose
// Content-Security-Policy lists the inline scripts that stay.
import { errorMessage } from './lib/errors';
import { writePageData } from './lib/page-data';

try {
  const { pages, characters } = writePageData();
  console.log(
    `Page data moved out of ${pages} pages into files of their own (${Math.round(characters / pages / 1024)} kB each on average)`,
  );
} catch (error) {
  console.error(`✖ Page data: ${errorMessage(error)}`);
  process.exitCode = 1;
}
