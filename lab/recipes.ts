// The content author's recipes (docs/content/recipes.md) as code: each pastes the page's own
// example into the file's text as a person does, so that a recipe that no longer validates, shows
// on the site or passes a CI step as pasted fails a test.
import { routing, type Locale } from '@/i18n/routing';
import { readableTimeout } from '@/scripts/build/content-check/toast-timeout';
import { withoutBom } from '../lib/content/json-text';
import { dataOf, type Editable, RECIPES_PAGE, type Texts } from './author-files';
import { pasteEntry, replaceLine, replaceValue, type Segment, valuesOf } from './json-edits';

/** The messages' object whose line the page's markup example replaces. */
const MARKUP_OBJECT = 'HomePage';

/** What a recipe changed, as a visitor finds it: the page and the words to look for there. */
export type Shown = Record<Locale, string>;

/** An id no entry has yet: the page asks for "a number no other entry uses". */
const freshId = (ids: number[]) => Math.max(0, ...ids) + 1;

function example(examples: Map<string, string>, name: string): string {
  const text = examples.get(name);
  if (text === undefined)
    throw new Error(`${RECIPES_PAGE} has no example <!-- recipe: ${name} -->`);
  return text;
}

/** An example given once per language: `<!-- recipe: project.en -->` and `project.nl`. */
const inBoth = (examples: Map<string, string>, name: string): Record<Locale, string> => ({
  en: example(examples, `${name}.en`),
  nl: example(examples, `${name}.nl`),
});

const json = <T>(text: string) => JSON.parse(withoutBom(text)) as T;

/** An example of a new entry, pasted at the end of a list with its `key` changed to a fresh one. */
function addEntry(
  files: Texts,
  file: keyof Texts,
  list: Segment[],
  { pasted, key, ids }: { pasted: string; key: 'id' | 'key'; ids: number[] },
) {
  files[file] = pasteEntry(files[file], list, replaceValue(pasted, [key], String(freshId(ids))));
}

/** An example that shows part of a file: each value it gives typed over the file's. */
function typeOver(files: Texts, file: keyof Texts, part: string) {
  for (const { path, typed } of valuesOf(part))
    files[file] = replaceValue(files[file], path, typed);
}

/** The first text in an example, which is the one the page shows. */
const firstText = (value: unknown): string =>
  typeof value === 'string' ? value : firstText(Object.values(value as object)[0]);

type Localized<T> = Record<Locale, T>;
type Project = Extract<Editable['content/projects.json']['en'][number], { type: 'project' }>;

/** Each recipe edits the files' texts in place and says what now shows. */
export const RECIPES = {
  'add a project': (files: Texts, examples: Map<string, string>): Shown => {
    const pasted = inBoth(examples, 'project');
    const ids = dataOf(files)['content/projects.json'].en.map((entry) => entry.id);
    for (const locale of routing.locales)
      addEntry(files, 'content/projects.json', [locale], {
        pasted: pasted[locale],
        key: 'id',
        ids,
      });
    const added: Localized<Project> = { en: json(pasted.en), nl: json(pasted.nl) };
    return { en: added.en.title, nl: added.nl.title };
  },
  'add a certification': (files: Texts, examples: Map<string, string>): Shown => {
    const pasted = example(examples, 'certification');
    const ids = dataOf(files)['content/certifications.json'].map((item) => item.id);
    addEntry(files, 'content/certifications.json', [], { pasted, key: 'id', ids });
    const { certification } = json<{ certification: string }>(pasted);
    return { en: certification, nl: certification };
  },
  'add a skill': (files: Texts, examples: Map<string, string>): Shown => {
    const pasted = example(examples, 'skill');
    const ids = dataOf(files)['content/skills.json'].map((item) => item.key);
    addEntry(files, 'content/skills.json', [], { pasted, key: 'key', ids });
    return json<{ title: Shown }>(pasted).title;
  },
  'add a service': (files: Texts, examples: Map<string, string>): Shown => {
    const pasted = inBoth(examples, 'service');
    const ids = dataOf(files)['content/services.json'].en.map((service) => service.id);
    for (const locale of routing.locales)
      addEntry(files, 'content/services.json', [locale], {
        pasted: pasted[locale],
        key: 'id',
        ids,
      });
    const label = (locale: Locale) => json<{ label: string }>(pasted[locale]).label;
    return { en: label('en'), nl: label('nl') };
  },
  'show a notice': (files: Texts, examples: Map<string, string>): Shown => {
    const file = 'content/notices.json';
    // The page's examples are the toast in each language; the rest is switched on as its words say.
    const switchedOn = inBoth(examples, 'notice');
    for (const locale of routing.locales) typeOver(files, file, switchedOn[locale]);
    for (const locale of routing.locales) {
      const { availability } = dataOf(files)[file];
      const toast = availability[locale];
      files[file] = replaceValue(files[file], ['siteOffline', locale, 'enabled'], 'true');
      files[file] = replaceValue(files[file], ['availability', locale, 'enabled'], 'true');
      // As the check asks: long enough to read the words.
      const timeout = Math.max(toast.timeout, readableTimeout(toast.title, toast.message));
      files[file] = replaceValue(files[file], ['availability', locale, 'timeout'], `${timeout}`);
    }
    const { availability } = dataOf(files)[file];
    return { en: availability.en.title, nl: availability.nl.title };
  },
  'change a sentence': (files: Texts, examples: Map<string, string>): Shown => {
    const changed = inBoth(examples, 'sentence');
    for (const locale of routing.locales)
      typeOver(files, `messages/${locale}.json`, changed[locale]);
    return { en: firstText(json(changed.en)), nl: firstText(json(changed.nl)) };
  },
  'make words bold or a link': (files: Texts, examples: Map<string, string>): Shown => {
    const lines = inBoth(examples, 'markup');
    // Each example is one line of an object, its comma included: the page says which object.
    const pair = (line: string) =>
      Object.entries(json<Record<string, string>>(`{${line.trim().replace(/,$/, '')}}`))[0]!;
    for (const locale of routing.locales) {
      const [key] = pair(lines[locale]);
      const file = `messages/${locale}.json` as const;
      files[file] = replaceLine(files[file], [MARKUP_OBJECT, key], lines[locale]);
    }
    return { en: pair(lines.en)[1], nl: pair(lines.nl)[1] };
  },
  'change the profile': (files: Texts, examples: Map<string, string>): Shown => {
    const changed = example(examples, 'profile');
    typeOver(files, 'content/profile.json', changed);
    const { name } = json<{ name: string }>(changed);
    return { en: name, nl: name };
  },
  'move an experience start year': (files: Texts): Shown => {
    const file = 'content/experience.json';
    const [first] = dataOf(files)[file];
    if (!first) throw new Error(`${file} lists no experience`);
    const year = String(first.startYear - 1);
    files[file] = replaceValue(files[file], [0, 'startYear'], year);
    return { en: year, nl: year };
  },
} as const;
