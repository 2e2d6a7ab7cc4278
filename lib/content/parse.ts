// Checks a content file against its expected shape and reports each problem with its place.
import type { z } from 'zod';
import { findingsOf } from './author-words';
import { parseJsonText, type Position, withoutBom } from './json-text';
import { ContentError, jsonPath, type Problem } from './problem';
import { thousandsDots } from './written-numbers';

function withoutSchemaPointer(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !('$schema' in data)) return data;
  const { $schema, ...content } = data as Record<string, unknown>;
  void $schema;
  return content;
}

type Locate = (path: readonly PropertyKey[]) => Position;

export type Checked<T> = { ok: true; data: T } | { ok: false; problems: Problem[] };

function checkData<T extends z.ZodType>(
  file: string,
  schema: T,
  data: unknown,
  locate?: Locate,
): Checked<z.output<T>> {
  const result = schema.safeParse(withoutSchemaPointer(data), { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  const problems = findingsOf(result.error.issues).map(({ path, reason }) => ({
    file,
    position: locate?.(path),
    path: jsonPath(path),
    reason,
  }));
  return { ok: false, problems: inReadingOrder(problems) };
}

function inReadingOrder(problems: Problem[]): Problem[] {
  const order = ({ position }: Problem) => (position ? position.line * 1e6 + position.column : 0);
  return problems.sort((a, b) => order(a) - order(b));
}

export function checkText<T extends z.ZodType>(
  file: string,
  schema: T,
  text: string,
): Checked<z.output<T>> {
  const json = parseJsonText(text);
  if (!json.ok)
    return { ok: false, problems: [{ file, position: json.position, reason: json.reason }] };
  const checked = checkData(file, schema, json.data, json.locate);
  // JSON reads 10.000 as 10: the number as written is the mistake, not what the schema says of 10.
  const dots = thousandsDots(withoutBom(text)).map(({ path, reason }) => ({
    file,
    position: json.locate(path),
    path: jsonPath(path),
    reason,
  }));
  if (dots.length === 0) return checked;
  const at = new Set(dots.map(({ path }) => path));
  const others = checked.ok ? [] : checked.problems.filter(({ path }) => !(path && at.has(path)));
  return { ok: false, problems: inReadingOrder([...dots, ...others]) };
}

/** `source` gives the file's text where it can be read, so each problem names its line too. */
export function parseContent<T extends z.ZodType>(
  file: string,
  schema: T,
  data: unknown,
  source?: () => string,
): z.output<T> {
  const checked = checkData(file, schema, data);
  if (checked.ok) return checked.data;
  const located = source && checkText(file, schema, source());
  throw new ContentError(located && !located.ok ? located.problems : checked.problems);
}
