import en from './en.json';
import nl from './nl.json';

type Catalog = { [key: string]: string | Catalog };

function leaves(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const english = new Map(leaves(en));
const dutch = new Map(leaves(nl));

it('has every English key in Dutch', () => {
  expect([...english.keys()].filter((key) => !dutch.has(key))).toEqual([]);
});

it('has every Dutch key in English', () => {
  expect([...dutch.keys()].filter((key) => !english.has(key))).toEqual([]);
});

it('has no empty text', () => {
  const empty = [...english, ...dutch].filter(([, text]) => text.trim() === '');
  expect(empty).toEqual([]);
});

it('uses the same placeholders in both languages', () => {
  const placeholders = (text: string) =>
    [...text.matchAll(/\{(\w+)|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
  const differing = [...english].filter(
    ([key, text]) => placeholders(text).join() !== placeholders(dutch.get(key) ?? '').join(),
  );
  expect(differing).toEqual([]);
});

it.each([
  ['English', en],
  ['Dutch', nl],
])('gives every page its own description for search engines in %s', (_, catalog) => {
  const descriptions = Object.values(catalog.Metadata.descriptions);
  expect(descriptions).toHaveLength(4);
  expect(new Set(descriptions).size).toBe(descriptions.length);
});
