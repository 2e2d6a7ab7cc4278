// The author's recipes (docs/content/recipes.md) as code, pasting the page's examples as a person
// does, so a recipe that no longer validates, shows on the site or passes CI fails a test.
import { findNodeAtLocation, type Node, parseTree, type Segment } from 'jsonc-parser';
import { routing, type Locale } from '@/i18n/routing';
import { readableTimeout } from '@/scripts/build/content-check/toast-timeout';
import { withoutBom } from '../lib/content/json-text';
import { dataOf, RECIPES_PAGE, type Texts } from './author-files';

function nodeAt(text: string, path: Segment[]): Node {
  const tree = parseTree(text);
  const node = tree && findNodeAtLocation(tree, path);
  if (!node) throw new Error(`no value at ${JSON.stringify(path)} in:\n${text}`);
  return node;
}

export function replaceValue(text: string, path: Segment[], typed: string): string {
  const { offset, length } = nodeAt(text, path);
  return text.slice(0, offset) + typed + text.slice(offset + length);
}

/** What a recipe changed, as a visitor finds it: the words to look for on the page. */
export type Shown = Record<Locale, string>;
type Examples = Map<string, string>;

function example(examples: Examples, name: string): string {
  const text = examples.get(name);
  if (text === undefined)
    throw new Error(`${RECIPES_PAGE} has no example <!-- recipe: ${name} -->`);
  return text;
}

/** An example given once per language: `<!-- recipe: project.en -->` and `project.nl`. */
const inBoth = (examples: Examples, name: string): Shown => ({
  en: example(examples, `${name}.en`),
  nl: example(examples, `${name}.nl`),
});

const json = <T>(text: string) => JSON.parse(withoutBom(text)) as T;

/** A number no entry of the list at `list` has as its `key`: what the page asks for. */
function freshId(text: string, list: Segment[], key: string): string {
  const ids = nodeAt(text, list).children?.map((entry) => findNodeAtLocation(entry, [key])?.value);
  return String(Math.max(0, ...(ids as number[])) + 1);
}

// Pasted as a person adds an entry: a comma after the last, Enter (the editor indents the new line
// like that entry), then the page's text as the page shows it.
function addEntry(
  files: Texts,
  file: keyof Texts,
  list: Segment[],
  pasted: string,
  key: string,
  id = freshId(files[file], list, key),
) {
  const text = files[file];
  const last = nodeAt(text, list).children?.at(-1);
  if (!last) throw new Error(`the list at ${JSON.stringify(list)} is empty`);
  const indent = /^[ \t]*/.exec(text.slice(text.lastIndexOf('\n', last.offset - 1) + 1))![0];
  const end = last.offset + last.length;
  const typed = replaceValue(pasted, [key], id).trim();
  files[file] = `${text.slice(0, end)},\n${indent}${typed}${text.slice(end)}`;
}

/** An example of a new entry in each language's list, one id for both, and its field that shows. */
function addInBoth(
  files: Texts,
  examples: Examples,
  name: string,
  file: keyof Texts,
  shown: string,
) {
  const pasted = inBoth(examples, name);
  const id = freshId(files[file], ['en'], 'id');
  for (const locale of routing.locales) addEntry(files, file, [locale], pasted[locale], 'id', id);
  const field = (locale: Locale) => json<Record<string, string>>(pasted[locale])[shown]!;
  return { en: field('en'), nl: field('nl') };
}

/** An example that shows part of a file: each value it gives typed over the file's. */
function typeOver(files: Texts, file: keyof Texts, part: string) {
  const walk = ({ type, children = [], offset, length }: Node, path: Segment[]): void => {
    if (type !== 'object')
      files[file] = replaceValue(files[file], path, part.slice(offset, offset + length));
    else
      for (const [key, value] of children.map((pair) => pair.children ?? []))
        if (key && value) walk(value, [...path, String(key.value)]);
  };
  const tree = parseTree(part);
  if (!tree) throw new Error(`not JSON:\n${part}`);
  walk(tree, []);
}

/** The first text in an example, which is the one the page shows. */
const firstText = (value: unknown): string =>
  typeof value === 'string' ? value : firstText(Object.values(value as object)[0]);

export const RECIPES = {
  'add a project': (files, examples) =>
    addInBoth(files, examples, 'project', 'content/projects.json', 'title'),
  'add a certification': (files, examples) => {
    const pasted = example(examples, 'certification');
    addEntry(files, 'content/certifications.json', [], pasted, 'id');
    const { certification } = json<{ certification: string }>(pasted);
    return { en: certification, nl: certification };
  },
  'add a skill': (files, examples) => {
    const pasted = example(examples, 'skill');
    addEntry(files, 'content/skills.json', [], pasted, 'key');
    return json<{ title: Shown }>(pasted).title;
  },
  'add a service': (files, examples) =>
    addInBoth(files, examples, 'service', 'content/services.json', 'label'),
  'show a notice': (files, examples) => {
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
  'change a sentence': (files, examples) => {
    const changed = inBoth(examples, 'sentence');
    for (const locale of routing.locales)
      typeOver(files, `messages/${locale}.json`, changed[locale]);
    return { en: firstText(json(changed.en)), nl: firstText(json(changed.nl)) };
  },
  'make words bold or a link': (files, examples) => {
    const lines = inBoth(examples, 'markup');
    // Each example is one line of HomePage, its comma included: the author selects that key's line
    // from its first character to its end and pastes the page's line over it.
    const pair = (line: string) =>
      Object.entries(json<Record<string, string>>(`{${line.trim().replace(/,$/, '')}}`))[0]!;
    for (const locale of routing.locales) {
      const file = `messages/${locale}.json` as const;
      const text = files[file];
      const start = nodeAt(text, ['HomePage', pair(lines[locale])[0]]).parent!.offset;
      // A file saved with Windows line endings keeps its \r before the \n.
      const end = start + text.slice(start).search(/\r?\n|$/);
      files[file] = text.slice(0, start) + lines[locale].trim() + text.slice(end);
    }
    return { en: pair(lines.en)[1], nl: pair(lines.nl)[1] };
  },
  'change the profile': (files, examples) => {
    const changed = example(examples, 'profile');
    typeOver(files, 'content/profile.json', changed);
    const { name } = json<{ name: string }>(changed);
    return { en: name, nl: name };
  },
  'move an experience start year': (files) => {
    const file = 'content/experience.json';
    const [first] = dataOf(files)[file];
    if (!first) throw new Error(`${file} lists no experience`);
    const year = String(first.startYear - 1);
    files[file] = replaceValue(files[file], [0, 'startYear'], year);
    return { en: year, nl: year };
  },
} satisfies Record<string, (files: Texts, examples: Examples) => Shown>;
