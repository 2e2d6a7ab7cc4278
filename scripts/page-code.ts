// After the critical CSS (part of npm run build): tells every tab page which scripts and
// stylesheets each page loads of its own (see scripts/lib/page-code.ts).
import { errorMessage } from './lib/errors';
import { writePageCode } from './lib/page-code';

try {
  console.log(`Each page's own code listed in every tab page (${writePageCode()} characters)`);
} catch (error) {
  console.error(`✖ Page code: ${errorMessage(error)}`);
  process.exitCode = 1;
}
