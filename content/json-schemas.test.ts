/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import en from '@/messages/en.json';
import { CONTENT_FILES } from './files';

// The JSON Schemas that editors use to check content files and message catalogs as they are
// typed (completion, hover help, red underlines). They are made from the same zod schemas the
// build checks with, and from the English catalog's keys; this test fails when a committed one
// is out of date. `npm run generate` writes them afresh.
// What a JSON Schema cannot say (a picture that must exist, ids alike in both languages) only the
// build checks: `npm run dev` shows it on the page, `npm run build` stops with it.

const ROOT = join(__dirname, '..');
const UPDATE = process.env.GENERATE === '1';

/** Where a content file's schema is kept, from the repository root. */
const schemaFileOf = (file: string) =>
  file.replace(/^content\/(.*)\.json$/, 'content/schemas/$1.schema.json');

type JsonSchema = Record<string, unknown> & { type?: string; properties?: object };

/** Lets an object file name its schema ("$schema"), which the site leaves out when it reads it. */
function allowPointer(schema: JsonSchema): JsonSchema {
  if (schema.type !== 'object') return schema;
  return {
    ...schema,
    properties: { $schema: { type: 'string' }, ...schema.properties },
  };
}

function contentSchema(name: keyof typeof CONTENT_FILES): JsonSchema {
  const { file, schema, holds } = CONTENT_FILES[name];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return allowPointer({ ...json, title: file, description: holds });
}

/** The catalogs' schema: exactly the English catalog's keys, each a message text. */
function catalogSchema(): JsonSchema {
  const shape = (value: unknown): JsonSchema => {
    if (typeof value === 'string') return { type: 'string', minLength: 1 };
    const entries = Object.entries(value as object).filter(([key]) => key !== '$schema');
    return {
      type: 'object',
      properties: Object.fromEntries(entries.map(([key, child]) => [key, shape(child)])),
      required: entries.map(([key]) => key),
      additionalProperties: false,
    };
  };
  return allowPointer({
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'messages/{en,nl}.json',
    description: 'Every word a visitor reads; both languages have exactly these keys.',
    ...shape(en),
  });
}

/** Compares a committed schema with the one made now, or writes it with GENERATE=1. */
function expectCurrent(path: string, schema: JsonSchema) {
  if (UPDATE) writeFileSync(join(ROOT, path), `${JSON.stringify(schema, null, 2)}\n`);
  expect(JSON.parse(readFileSync(join(ROOT, path), 'utf8'))).toEqual(schema);
}

describe('JSON Schemas for editors', () => {
  it.each(Object.keys(CONTENT_FILES) as (keyof typeof CONTENT_FILES)[])(
    'the schema of %s is current',
    (name) => expectCurrent(schemaFileOf(CONTENT_FILES[name].file), contentSchema(name)),
  );

  it('the message catalogs’ schema is current', () => {
    expectCurrent('messages/catalog.schema.json', catalogSchema());
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
      const data: unknown = JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
      const expected = schemaFileOf(file);
      if (Array.isArray(data)) expect(mapped.get(file)).toBe(expected);
      else
        expect((data as { $schema?: string }).$schema).toBe(
          `./schemas/${expected.split('/').pop()}`,
        );
    }
    for (const locale of ['en', 'nl']) {
      const catalog = JSON.parse(readFileSync(join(ROOT, `messages/${locale}.json`), 'utf8'));
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
