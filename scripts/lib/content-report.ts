// What `npm run check`, `npm run dev` and the build tell a content author: every problem in
// content/ and messages/ at once, or that all is well.
import { existsSync, readFileSync, watch } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_FILES, checkSiteContent, contentWarnings } from '@/content/check';
import { CONTENT_FILES } from '@/content/files';
import { formatProblem, formatProblems } from '@/lib/content';

const FILES = Object.values(CONTENT_FILES).length + CATALOG_FILES.length;

/** A file of the folder the command runs in, or undefined when there is none. */
function readFrom(root: string) {
  return (file: string) => {
    const path = join(root, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
}

/** Checks and prints, warnings too; true when nothing is wrong (warnings do not count). */
export function reportContent(root = process.cwd()): boolean {
  const started = performance.now();
  const problems = checkSiteContent(readFrom(root));
  for (const warning of contentWarnings(readFrom(root))) {
    console.warn(`⚠ ${formatProblem(warning)}`);
  }
  const took = `${Math.round(performance.now() - started)} ms`;
  if (problems.length === 0) {
    console.log(`Content check: ${FILES} files in content/ and messages/ are fine (${took}).`);
    return true;
  }
  console.error(
    `${formatProblems(problems)}\nFix these in the files named (line:column, then the place in the file).`,
  );
  return false;
}

/**
 * Checks now, and again whenever a file in content/ or messages/ changes, until the process ends.
 * The watch starts before the first check, so that a save made as soon as its report is printed
 * is checked too.
 */
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
