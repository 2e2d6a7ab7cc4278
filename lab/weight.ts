// The product against the tooling and tests that carry it, and how much of the site's TypeScript
// is comment. Usage: npx tsx lab/weight.ts
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Tracked and new files, as text; pictures and lockfiles weigh nothing here.
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !/\.(png|ico|jpg|webp)$|package-lock\.json$/.test(file));

const TEST = /\.(test|spec)\.|__fixtures__\/|test-utils|^e2e\/states\//;
const SITE = /^(app|components|lib|i18n)\//;
const OWNER = /^scripts\/owner\//;
const TOOLING = /^(scripts\/(?!owner\/)|lab\/|e2e\/)/;

const lines = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;
const sum = (pattern: (file: string) => boolean) =>
  files.filter(pattern).reduce((total, file) => total + lines(file), 0);

const site = sum((file) => SITE.test(file) && !TEST.test(file));
const owner = sum((file) => OWNER.test(file) && !TEST.test(file));
const tooling = sum((file) => TOOLING.test(file) && !TEST.test(file));
const tests = sum((file) => TEST.test(file));

// A comment line is one that starts with //, /*, * or {/* once indentation is set aside.
const siteCode = files.filter(
  (file) => SITE.test(file) && !TEST.test(file) && /\.tsx?$/.test(file),
);
const code = siteCode.flatMap((file) => readFileSync(file, 'utf8').split('\n').slice(0, -1));
const comments = code.filter((line) => /^\s*(\/\/|\/\*|\*|\{\/\*)/.test(line)).length;

const contact = files.filter(
  (file) => /^(components|lib)\/contact\/.*\.tsx?$/.test(file) && !TEST.test(file),
).length;

console.table({
  'the site (app, components, lib, i18n)': site,
  "the owner's commands (scripts/owner)": owner,
  'tooling (scripts but owner, lab, e2e helpers)': tooling,
  'tests (*.test.*, *.spec.*, fixtures, test utilities)': tests,
});
console.log(
  `tooling and tests ÷ site and owner: ${((tooling + tests) / (site + owner)).toFixed(2)}`,
);
console.log(
  `comments in the site's TypeScript: ${comments} of ${code.length} lines, ${((100 * comments) / code.length).toFixed(1)} %`,
);
console.log(`TypeScript files in components/contact and lib/contact: ${contact}`);
