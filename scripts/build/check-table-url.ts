// Before `next build`: a table URL that cannot send, or gives away more than adding a request,
// would ship in the pages, so a problem stops the build here.
import nextEnv from '@next/env';
import { explainTableUrlProblem } from '@/scripts/build/table-url/table-url';
import { buildTableUrlVerdict, notedExpiryWarning } from './build-table-url';

// The .env files `next build` reads next, read the same way: the URL checked is the one baked in.
// Each is named, so that a file left in the checkout cannot change a build unseen.
const { loadedEnvFiles } = nextEnv.loadEnvConfig(process.cwd(), false, {
  info: () => {},
  error: console.error,
});
for (const { path } of loadedEnvFiles) console.log(`The build reads ${path}.`);
const { problem, warning } = buildTableUrlVerdict();
if (problem) {
  console.error(`\n${explainTableUrlProblem(problem)}\n`);
  process.exitCode = 1;
} else {
  if (warning) console.warn(`⚠ ${warning}`);
  const noted = notedExpiryWarning();
  if (noted) console.log(`::warning::${noted}`);
}
