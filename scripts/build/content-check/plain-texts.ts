// The texts in content/ are plain: a tag in one would show on the page as typed.
import { parseJsonText } from '@/lib/content/json-text';
import { plainTextReason, tagsIn } from './markup-words';
import { jsonPath, type Problem } from '@/lib/content/problem';

type Text = { path: (string | number)[]; text: string };

function textsIn(value: unknown, path: (string | number)[] = []): Text[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, [...path, key]));
  return [];
}

export function taggedTexts(file: string, text: string): Problem[] {
  const json = parseJsonText(text);
  if (!json.ok) return [];
  return textsIn(json.data).flatMap(({ path, text: value }) => {
    const tags = tagsIn(value);
    if (tags.length === 0) return [];
    return [
      { file, position: json.locate(path), path: jsonPath(path), reason: plainTextReason(tags) },
    ];
  });
}
