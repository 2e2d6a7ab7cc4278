import type { z } from 'zod';

/** A content file that does not match its schema: names the file, each JSON path and the reason. */
export class ContentError extends Error {
  constructor(file: string, issues: readonly z.core.$ZodIssue[]) {
    const lines = issues.map((issue) => `  - ${jsonPath(issue.path)}: ${issue.message}`);
    super(`Invalid content in ${file}:\n${lines.join('\n')}`);
    this.name = 'ContentError';
  }
}

function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    '$',
  );
}

/** A file's pointer to its JSON Schema (for editors) is not content: it is left out. */
function withoutSchemaPointer(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !('$schema' in data)) return data;
  const { $schema, ...content } = data as Record<string, unknown>;
  void $schema;
  return content;
}

/** Parses a content file's data with its schema, or stops with a ContentError. */
export function parseContent<T extends z.ZodType>(
  file: string,
  schema: T,
  data: unknown,
): z.output<T> {
  const result = schema.safeParse(withoutSchemaPointer(data));
  if (!result.success) throw new ContentError(file, result.error.issues);
  return result.data;
}

/** A content file as content/files.ts lists it. */
export type ContentFile<T extends z.ZodType> = { file: string; schema: T; data: unknown };

/** Parses a content file listed in content/files.ts, or stops with a ContentError. */
export function parseContentFile<T extends z.ZodType>({ file, schema, data }: ContentFile<T>) {
  return parseContent(file, schema, data);
}
