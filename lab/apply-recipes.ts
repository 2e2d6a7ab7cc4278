// Applies every example of docs/content/recipes.md to this folder's content, in a scratch clone.
// Usage: npx tsx lab/apply-recipes.ts && npm test
import { readFileSync, writeFileSync } from 'node:fs';
import { EDITABLE, type Editable, recipeExamples, RECIPES, RECIPES_PAGE } from '@/lab/recipes';

const files = Object.fromEntries(
  EDITABLE.map((file) => [file, JSON.parse(readFileSync(file, 'utf8')) as unknown]),
) as Editable;
const examples = recipeExamples(readFileSync(RECIPES_PAGE, 'utf8'));
for (const [recipe, apply] of Object.entries(RECIPES)) {
  const shown = apply(files, examples);
  console.log(`${recipe}: look for “${shown.en}” (English) and “${shown.nl}” (Dutch)`);
}
for (const file of EDITABLE) writeFileSync(file, `${JSON.stringify(files[file], null, 2)}\n`);
