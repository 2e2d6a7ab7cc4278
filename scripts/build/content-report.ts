// What `npm run check`, `npm run dev` and the build tell a content author: every problem in
// content/ and messages/ at once, or that all is well.
import { existsSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import {
  CATALOG_FILES,
  checkSiteContent,
  contentWarnings,
} from '@/scripts/build/content-check/check';
import { codeWords } from '@/scripts/build/content-check/code-words';
import { CONTENT_FILES } from '@/lib/content/files';
import { formatProblem, formatProblems, type Problem } from '@/lib/content/problem';

const FILES = Object.values(CONTENT_FILES).length + CATALOG_FILES.length;

function readFrom(root: string) {
  return (file: string) => {
    const path = join(root, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
}

/** A workflow command's text: `%`, line breaks and, in a property, `:` and `,` escaped. */
const escape = (text: string, property = false) => {
  const escaped = text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return property ? escaped.replace(/:/g, '%3A').replace(/,/g, '%2C') : escaped;
};

// GitHub shows an annotation on its line in the commit or pull request, where the author edited.
export function annotation(level: 'error' | 'warning', { file, position, path, reason }: Problem) {
  const place = [`file=${escape(file, true)}`];
  if (position) place.push(`line=${position.line}`, `col=${position.column}`);
  return `::${level} ${place.join(',')}::${escape(path ? `${path}: ${reason}` : reason)}`;
}

function annotate(problems: readonly Problem[], warnings: readonly Problem[]) {
  if (process.env.GITHUB_ACTIONS !== 'true') return;
  for (const problem of problems) console.log(annotation('error', problem));
  for (const warning of warnings) console.log(annotation('warning', warning));
}

/** Checks and prints, warnings too; true when nothing is wrong (warnings do not count). */
export function reportContent(root = process.cwd()): boolean {
  const started = performance.now();
  const problems = checkSiteContent(readFrom(root), codeWords(root));
  const warnings = contentWarnings(readFrom(root));
  for (const warning of warnings) console.warn(`⚠ ${formatProblem(warning)}`);
  annotate(problems, warnings);
  const took = `${Math.round(performance.now() - started)} ms`;
  if (problems.length === 0) {
    console.log(`Content check: ${FILES} files in content/ and messages/ are fine (${took}).`);
    return true;
  }
  console.error(
    `${formatProblems(problems)}\nFix these in the files named (line:column, then the place in the file).` +
      '\nWhat each message means and what to do: docs/content/check-messages.md',
  );
  return false;
}

// The watch starts first so a save made as the report prints is checked too.
export function watchContent(root = process.cwd()) {
  let pending: NodeJS.Timeout | undefined;
  const again = () => {
    clearTimeout(pending);
    // Editors save in several steps: check once they are done.
    pending = setTimeout(() => reportContent(root), 150);
  };
  for (const folder of ['content', 'messages']) watch(join(root, folder), again);
  reportContent(root);
}
