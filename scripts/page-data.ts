// After scripts/page-code.ts (part of npm run build): moves each page's data for React out of its
// HTML into a deferred script file (see scripts/lib/page-data.ts). Before the host configuration,
// whose Content-Security-Policy lists the inline scripts that stay.
import { errorMessage } from './lib/errors';
import { writePageData } from './lib/page-data';

try {
  const { pages, files, characters } = writePageData();
  console.log(
    `Page data moved out of ${pages} pages into ${files} files (${characters} characters in all)`,
  );
} catch (error) {
  console.error(`✖ Page data: ${errorMessage(error)}`);
  process.exitCode = 1;
}
