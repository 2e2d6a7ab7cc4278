// A key both catalogs have and their JSON Schema lacks is most likely new, with code showing it,
// when its namespace and last part are among these words (`t('title')`, a page named 'cases').
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SITE_CODE = ['app', 'components', 'lib', 'i18n'];
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm;
const STRING = /'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g;

export function codeWords(root: string): Set<string> {
  const words = new Set<string>();
  for (const folder of SITE_CODE) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\./.test(file)) continue;
      const code = readFileSync(join(dir, file), 'utf8').replace(COMMENT, '$1');
      for (const [, ...texts] of code.matchAll(STRING))
        for (const word of texts.join(' ').match(/\w+/g) ?? []) words.add(word);
    }
  }
  return words;
}

export function shownInCode(key: string, words: ReadonlySet<string>): boolean {
  const [namespace = '', ...rest] = key.split('.');
  return words.has(namespace) && words.has(rest.at(-1) ?? '');
}
