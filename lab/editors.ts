// How editors save a file the author changed: each way must read as the same content everywhere.
import { withoutBom } from '../lib/content/json-text';

/** Indentation converted as an editor does it, from the two spaces the files use to `unit`. */
const reindent = (unit: string) => (text: string) =>
  text.replace(
    /^ +/gm,
    (spaces) => unit.repeat(Math.floor(spaces.length / 2)) + ' '.repeat(spaces.length % 2),
  );

/** What an editor does to a file's text when it saves it, by what a person would call it. */
export const EDITORS = {
  'as pasted, nothing changed': (text: string) => text,
  'with Windows line endings (CRLF)': (text: string) => text.replace(/\r?\n/g, '\r\n'),
  'with a byte-order mark': (text: string) => `\uFEFF${withoutBom(text)}`,
  'indented by four spaces': reindent('    '),
  'indented by tabs': reindent('\t'),
} as const;

export type Editor = keyof typeof EDITORS;
