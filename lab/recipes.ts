// The content author's recipes (docs/content/recipes.md) as code, with the page's own examples,
// so that a recipe that no longer validates or shows on the site fails a test.
import type { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { readableTimeout } from '@/lib/notice-timeout';
import type en from '@/messages/en.json';
import type {
  certificationsSchema,
  experienceSchema,
  noticesSchema,
  profileSchema,
  projectsSchema,
  servicesSchema,
  skillsSchema,
} from '../lib/content/schema';

/** The page of recipes, from the repository root. */
export const RECIPES_PAGE = 'docs/content/recipes.md';

/** The files the recipes edit, as parsed JSON, by the name of the file. */
export type Editable = {
  'content/projects.json': z.input<typeof projectsSchema>;
  'content/certifications.json': z.input<typeof certificationsSchema>;
  'content/skills.json': z.input<typeof skillsSchema>;
  'content/services.json': z.input<typeof servicesSchema>;
  'content/notices.json': z.input<typeof noticesSchema>;
  'content/profile.json': z.input<typeof profileSchema>;
  'content/experience.json': z.input<typeof experienceSchema>;
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
  'messages/en.json',
  'messages/nl.json',
] as const satisfies readonly (keyof Editable)[];

/** The JSON examples the page gives, by the name in the comment before each: `<!-- recipe: x -->`. */
export function recipeExamples(page: string): Map<string, unknown> {
  const blocks = page.matchAll(/<!-- recipe: ([a-z.-]+) -->\s*```json\n([\s\S]*?)```/g);
  return new Map([...blocks].map(([, name, json]) => [name!, JSON.parse(json!) as unknown]));
}

/** What a recipe changed, as a visitor finds it: the page and the words to look for there. */
export type Shown = Record<Locale, string>;

/** An id no entry has yet: the page asks for "a number no other entry uses". */
const freshId = (ids: number[]) => Math.max(0, ...ids) + 1;

function example<T>(examples: Map<string, unknown>, name: string): T {
  if (!examples.has(name))
    throw new Error(`${RECIPES_PAGE} has no example <!-- recipe: ${name} -->`);
  return JSON.parse(JSON.stringify(examples.get(name))) as T;
}

/** An example given once per language: `<!-- recipe: project.en -->` and `project.nl`. */
const inBoth = <T>(examples: Map<string, unknown>, name: string): Localized<T> => ({
  en: example<T>(examples, `${name}.en`),
  nl: example<T>(examples, `${name}.nl`),
});

/** Writes an example's keys over a catalog's, as an author changes a few lines of it. */
function merge(into: Record<string, unknown>, from: Record<string, unknown>) {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (value && typeof value === 'object' && current && typeof current === 'object')
      merge(current as Record<string, unknown>, value as Record<string, unknown>);
    else into[key] = value;
  }
}

/** The first text in an example, which is the one the page shows. */
const firstText = (value: unknown): string =>
  typeof value === 'string' ? value : firstText(Object.values(value as object)[0]);

type Project = Extract<Editable['content/projects.json']['en'][number], { type: 'project' }>;
type Service = Editable['content/services.json']['en'][number];
type Certification = Editable['content/certifications.json'][number];
type Skill = Editable['content/skills.json'][number];
type Localized<T> = Record<Locale, T>;

/** Each recipe edits the files in place and says what now shows. */
export const RECIPES = {
  'add a project': (files: Editable, examples: Map<string, unknown>): Shown => {
    const added = inBoth<Project>(examples, 'project');
    const projects = files['content/projects.json'];
    const id = freshId(projects.en.map((entry) => entry.id));
    projects.en.push({ ...added.en, id });
    projects.nl.push({ ...added.nl, id });
    return { en: added.en.title, nl: added.nl.title };
  },
  'add a certification': (files: Editable, examples: Map<string, unknown>): Shown => {
    const added = example<Certification>(examples, 'certification');
    const list = files['content/certifications.json'];
    list.push({ ...added, id: freshId(list.map((item) => item.id)) });
    return { en: added.certification, nl: added.certification };
  },
  'add a skill': (files: Editable, examples: Map<string, unknown>): Shown => {
    const added = example<Skill>(examples, 'skill');
    const list = files['content/skills.json'];
    list.push({ ...added, key: freshId(list.map((item) => item.key)) });
    return added.title;
  },
  'add a service': (files: Editable, examples: Map<string, unknown>): Shown => {
    const added = inBoth<Service>(examples, 'service');
    const services = files['content/services.json'];
    const id = freshId(services.en.map((service) => service.id));
    services.en.push({ ...added.en, id });
    services.nl.push({ ...added.nl, id });
    return { en: added.en.label, nl: added.nl.label };
  },
  'show a notice': (files: Editable, examples: Map<string, unknown>): Shown => {
    const notices = files['content/notices.json'];
    // The page's example is the English toast; the rest is switched on as its words say.
    merge(notices, example<Record<string, unknown>>(examples, 'notice'));
    const { siteOffline, availability } = notices;
    for (const locale of routing.locales) {
      siteOffline[locale].enabled = true;
      const toast = availability[locale];
      toast.enabled = true;
      // As the check asks: long enough to read the words.
      toast.timeout = Math.max(toast.timeout, readableTimeout(toast.title, toast.message));
    }
    return { en: availability.en.title, nl: availability.nl.title };
  },
  'change a sentence': (files: Editable, examples: Map<string, unknown>): Shown => {
    const changed = inBoth<Record<string, unknown>>(examples, 'sentence');
    merge(files['messages/en.json'], changed.en);
    merge(files['messages/nl.json'], changed.nl);
    return { en: firstText(changed.en), nl: firstText(changed.nl) };
  },
  'change the profile': (files: Editable, examples: Map<string, unknown>): Shown => {
    const { name } = example<{ name: string }>(examples, 'profile');
    files['content/profile.json'].name = name;
    return { en: name, nl: name };
  },
  'move an experience start year': (files: Editable): Shown => {
    const [first] = files['content/experience.json'];
    if (!first) throw new Error('content/experience.json lists no experience');
    first.startYear -= 1;
    return { en: String(first.startYear), nl: String(first.startYear) };
  },
} as const;
