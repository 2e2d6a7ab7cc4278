// Pastes every example of docs/content/recipes.md into this folder's content as a person does, in
// a scratch clone; `--editor NAME` then saves every file as that editor does (lab/editors.ts).
// Usage: npx tsx lab/apply-recipes.ts [--editor "with a byte-order mark"] && npm test
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { EDITABLE, recipeExamples, savedTexts } from '@/lab/author-files';
import { type Editor, EDITORS } from '@/lab/editors';
import { RECIPES } from '@/lab/recipes';

const { values } = parseArgs({ options: { editor: { type: 'string' } } });
const editor = values.editor ?? 'as pasted, nothing changed';
if (!(editor in EDITORS)) {
  console.error(`Unknown --editor: give one of ${Object.keys(EDITORS).join(' / ')}`);
  process.exit(2);
}
const save = EDITORS[editor as Editor];

const files = savedTexts();
const examples = recipeExamples();
for (const [recipe, apply] of Object.entries(RECIPES)) {
  const shown = apply(files, examples);
  console.log(`${recipe}: look for “${shown.en}” (English) and “${shown.nl}” (Dutch)`);
}
for (const file of EDITABLE) writeFileSync(file, save(files[file]));
console.log(`Every file saved ${editor}.`);
