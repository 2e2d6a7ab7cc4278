// The files the content author edits, as saved and as the site reads them, and the examples of
// the recipes page (docs/content/recipes.md) as it shows them.
import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type en from '@/messages/en.json';
import { CATALOG_FILES } from '@/scripts/build/content-check/check';
import { CONTENT_FILES } from '../lib/content/files';
import { withoutBom } from '../lib/content/json-text';

export const RECIPES_PAGE = 'docs/content/recipes.md';

type ContentFiles = typeof CONTENT_FILES;

export type Editable = {
  [Name in keyof ContentFiles as ContentFiles[Name]['file']]: z.input<ContentFiles[Name]['schema']>;
} & Record<(typeof CATALOG_FILES)[number], typeof en>;

export const EDITABLE = [
  ...Object.values(CONTENT_FILES).map(({ file }) => file),
  ...CATALOG_FILES,
] as (keyof Editable)[];

export type Texts = Record<keyof Editable, string>;

export const savedTexts = () =>
  Object.fromEntries(EDITABLE.map((file) => [file, readFileSync(file, 'utf8')])) as Texts;

export function dataOf(texts: Texts): Editable {
  return Object.fromEntries(
    EDITABLE.map((file) => [file, JSON.parse(withoutBom(texts[file])) as unknown]),
  ) as Editable;
}

/** The JSON examples the page gives, as it shows them, by the comment before each: `<!-- recipe: x -->`. */
export function recipeExamples(page = readFileSync(RECIPES_PAGE, 'utf8')): Map<string, string> {
  const blocks = page.matchAll(/<!-- recipe: ([a-z.-]+) -->\s*```json\n([\s\S]*?)```/g);
  return new Map([...blocks].map(([, name, json]) => [name!, json!]));
}
