// The W3C Nu Html Checker over what the builds wrote: every page, and every stylesheet's CSS.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** CSS the checker does not know yet, set aside with why the site uses it anyway. */
const CHECKER_GAPS = [
  {
    message: /Property “field-sizing” doesn't exist/,
    why: 'the remarks box grows with its text; a browser without it keeps the box as it is',
  },
  {
    message: /Unrecognized at-rule “@starting-style”/,
    why: 'the privacy dialog fades in; a browser without it shows it at once',
  },
];

export type CheckerMessage = { type: string; subType?: string; message: string; url?: string };

/** Errors and warnings fail, but for the checker's own gaps; its info (trailing slashes) does not. */
export const problems = (messages: CheckerMessage[]) =>
  messages.filter(
    ({ type, subType, message }) =>
      (type === 'error' || subType === 'warning') &&
      !CHECKER_GAPS.some((gap) => gap.message.test(message)),
  );

export async function checkHtml(dirs: readonly string[]): Promise<boolean> {
  const files = dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(html|css)$/.test(file))
      .map((file) => join(dir, file)),
  );
  const jar = join(createRequire(import.meta.url).resolve('vnu-jar'), '../build/dist/vnu.jar');
  // Seconds of work: Java's quick compiler alone halves the checker's CPU and its time.
  const java = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-jar', jar, '--format', 'json'];
  // The checker exits 1 when it has messages, info included; its report on stderr decides.
  const { stderr } = await promisify(execFile)('java', [...java, '--also-check-css', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr: string }) => error);
  const found = problems((JSON.parse(stderr) as { messages: CheckerMessage[] }).messages);
  console.log(`W3C Nu Html Checker: ${files.length} files, ${found.length} problems.`);
  for (const { url = '', message } of found)
    console.error(`  ${relative('.', fileURLToPath(url))}: ${message}`);
  return found.length === 0;
}
