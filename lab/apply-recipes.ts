// Pastes every example of docs/content/recipes.md into this folder's content as a person does, in
// a scratch clone. Usage: npx tsx lab/apply-recipes.ts && npm test && npm run shots
import { writeFileSync } from 'node:fs';
import { EDITABLE, recipeExamples, savedTexts } from '@/lab/author-files';
import { RECIPES } from '@/lab/recipes';

const files = savedTexts();
const examples = recipeExamples();
for (const [recipe, apply] of Object.entries(RECIPES)) {
  const shown = apply(files, examples);
  console.log(`${recipe}: look for “${shown.en}” (English) and “${shown.nl}” (Dutch)`);
}
for (const file of EDITABLE) writeFileSync(file, files[file]);
