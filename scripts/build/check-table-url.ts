// Before `next build` (part of npm run build): the contact table URL is baked into the pages, so
// a build without a usable one would ship a contact form that cannot send, or one that gives away
// more than adding a request. A problem stops the build here, with what to do about it.
import nextEnv from '@next/env';
import { explainTableUrlProblem } from '@/lib/table-url';
import { buildTableUrlVerdict } from './build-table-url';

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
} else if (warning) console.warn(`⚠ ${warning}`);
