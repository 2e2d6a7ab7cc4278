// Which files `prettier --check .` would report as saved: [{ file, text }] JSON in, indexes out.
// A process of its own, as Jest cannot load Prettier's ES modules.
import { text as readAll } from 'node:stream/consumers';
import { check, getFileInfo, resolveConfig } from 'prettier';

/** @type {{ file: string; text: string }[]} */
const saved = JSON.parse(await readAll(process.stdin));
const reported = [];
for (const [index, { file, text }] of saved.entries()) {
  // The CLI's own defaults: what .gitignore and .prettierignore leave out is never read.
  const { ignored } = await getFileInfo(file, { ignorePath: ['.gitignore', '.prettierignore'] });
  if (ignored) continue;
  if (!(await check(text, { ...(await resolveConfig(file)), filepath: file })))
    reported.push(index);
}
console.log(JSON.stringify(reported));
