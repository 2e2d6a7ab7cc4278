// The files the content author edits, as saved and as the site reads them, and the examples of
// the recipes page (docs/content/recipes.md) as it shows them.
import type { z } from 'zod';
import type en from '@/messages/en.json';
import { withoutBom } from '../lib/content/json-text';
import type {
  certificationsSchema,
  experienceSchema,
  noticesSchema,
  profileSchema,
  projectsSchema,
  servicesSchema,
  skillsSchema,
  tableSettingsSchema,
} from '../lib/content/schema';

/** The page of recipes, from the repository root. */
export const RECIPES_PAGE = 'docs/content/recipes.md';

/** The files the content author edits, as the site reads them, by the name of the file. */
export type Editable = {
  'content/projects.json': z.input<typeof projectsSchema>;
  'content/certifications.json': z.input<typeof certificationsSchema>;
  'content/skills.json': z.input<typeof skillsSchema>;
  'content/services.json': z.input<typeof servicesSchema>;
  'content/notices.json': z.input<typeof noticesSchema>;
  'content/profile.json': z.input<typeof profileSchema>;
  'content/experience.json': z.input<typeof experienceSchema>;
  'content/table-settings.json': z.input<typeof tableSettingsSchema>;
  'messages/en.json': typeof en;
  'messages/nl.json': typeof en;
};

export const EDITABLE = [
  'content/projects.json',
  'content/certifications.json',
  'content/skills.json',
  'content/services.json',
  'content/notices.json',
  'content/profile.json',
  'content/experience.json',
  'content/table-settings.json',
  'messages/en.json',
  'messages/nl.json',
] as const satisfies readonly (keyof Editable)[];

/** Those files as saved, by the name of the file. */
export type Texts = Record<keyof Editable, string>;

/** What the site reads from the files' texts. */
export function dataOf(texts: Texts): Editable {
  return Object.fromEntries(
    EDITABLE.map((file) => [file, JSON.parse(withoutBom(texts[file])) as unknown]),
  ) as Editable;
}

/** The JSON examples the page gives, as it shows them, by the comment before each: `<!-- recipe: x -->`. */
export function recipeExamples(page: string): Map<string, string> {
  const blocks = page.matchAll(/<!-- recipe: ([a-z.-]+) -->\s*```json\n([\s\S]*?)```/g);
  return new Map([...blocks].map(([, name, json]) => [name!, json!]));
}
