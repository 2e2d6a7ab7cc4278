// The JSON Schemas editors check content files and catalogs with, made from the content check's
// zod schemas and the English catalog's keys (`npm run generate` writes them).
import { z } from 'zod';
import { routing } from '@/i18n/routing';
import en from '@/messages/en.json';
import { CONTENT_FILES } from '../../lib/content/files';

type JsonSchema = Record<string, unknown> & { type?: string; properties?: object };

export const schemaFileOf = (file: string) =>
  file.replace(/^content\/(.*)\.json$/, 'content/schemas/$1.schema.json');

const CATALOG_SCHEMA_FILE = 'messages/catalog.schema.json';

function allowPointer(schema: JsonSchema): JsonSchema {
  if (schema.type !== 'object') return schema;
  return { ...schema, properties: { $schema: { type: 'string' }, ...schema.properties } };
}

export function contentSchema(name: keyof typeof CONTENT_FILES): JsonSchema {
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
    title: `messages/{${routing.locales.join(',')}}.json`,
    description: 'Every word a visitor reads; every language has exactly these keys.',
    ...shape(en),
  });
}

export function schemaFiles(): { path: string; schema: JsonSchema }[] {
  const names = Object.keys(CONTENT_FILES) as (keyof typeof CONTENT_FILES)[];
  return [
    ...names.map((name) => ({
      path: schemaFileOf(CONTENT_FILES[name].file),
      schema: contentSchema(name),
    })),
    { path: CATALOG_SCHEMA_FILE, schema: catalogSchema() },
  ];
}
