/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { routing } from '@/i18n/routing';
import { CONTENT_FILES } from '../../lib/content/files';
import { withoutBom } from '../../lib/content/json-text';
import { contentSchema, schemaFileOf, schemaFiles } from './json-schemas';

const ROOT = join(__dirname, '../..');

describe('JSON Schemas for editors', () => {
  it.each(schemaFiles())('$path is current', ({ path, schema }) => {
    const committed: unknown = JSON.parse(readFileSync(join(ROOT, path), 'utf8'));
    if (!isDeepStrictEqual(committed, schema))
      throw new Error(
        `${path} is behind the code it is made from: run npm run generate and commit it.`,
      );
  });

  it('every object file names its schema; arrays get theirs from .vscode/settings.json', () => {
    const settings = JSON.parse(readFileSync(join(ROOT, '.vscode/settings.json'), 'utf8')) as {
      'json.schemas': { fileMatch: string[]; url: string }[];
    };
    const mapped = new Map(
      settings['json.schemas'].flatMap(({ fileMatch, url }) =>
        fileMatch.map((match) => [match.replace(/^\//, ''), url.replace(/^\.\//, '')] as const),
      ),
    );
    for (const { file } of Object.values(CONTENT_FILES)) {
      const data: unknown = JSON.parse(withoutBom(readFileSync(join(ROOT, file), 'utf8')));
      const expected = schemaFileOf(file);
      if (Array.isArray(data)) expect(mapped.get(file)).toBe(expected);
      else
        expect((data as { $schema?: string }).$schema).toBe(
          `./schemas/${expected.split('/').pop()}`,
        );
    }
    for (const locale of routing.locales) {
      const catalog = JSON.parse(
        withoutBom(readFileSync(join(ROOT, `messages/${locale}.json`), 'utf8')),
      );
      expect(catalog.$schema).toBe('./catalog.schema.json');
    }
  });
});

it('a schema refuses what the build refuses that JSON Schema can say: a typo of a key', () => {
  const profile = contentSchema('profile');
  expect(profile.additionalProperties).toBe(false);
  expect(Object.keys(profile.properties ?? {})).toEqual(
    expect.arrayContaining(['$schema', 'siteUrl', 'name', 'email']),
  );
});
