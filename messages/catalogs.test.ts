import en from './en.json';
import nl from './nl.json';

// Keys, placeholders, tags and empty texts of both catalogs are checked by `npm run check`
// (scripts/build/content-check/check.ts, tested in scripts/build/content-check/check.test.ts with a fixture site).

it.each([
  ['English', en],
  ['Dutch', nl],
])('gives every page its own description for search engines in %s', (_, catalog) => {
  const descriptions = Object.values(catalog.Metadata.descriptions);
  expect(new Set(descriptions).size).toBe(descriptions.length);
});
