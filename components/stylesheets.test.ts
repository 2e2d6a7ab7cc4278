/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { BREAKPOINTS } from '@/lib/breakpoints';

// The rules every component stylesheet (*.module.css) keeps, which no other test would notice.

const ROOT = resolve(__dirname, '..');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
const all = files(join(ROOT, 'components'));
const sheets = all.filter((path) => path.endsWith('.module.css'));
const sources = all.filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path));
const relative = (path: string) => path.slice(ROOT.length + 1);
const at = (base: string, specifier: string) =>
  specifier.startsWith('@/') ? join(ROOT, specifier.slice(2)) : resolve(dirname(base), specifier);

const classesOf = (css: string) =>
  new Set([...css.replace(/url\([^)]*\)/g, '').matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]));

it('every class a component names exists in the stylesheet it imports', () => {
  expect(sheets.length).toBeGreaterThan(30);
  const missing: string[] = [];
  for (const source of sources) {
    const code = readFileSync(source, 'utf8');
    for (const [, name, from] of code.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)) {
      const defined = classesOf(readFileSync(at(source, from!), 'utf8'));
      const body = code.replace(/^import .*$/gm, '');
      for (const [, used] of body.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))) {
        if (!defined.has(used!)) missing.push(`${relative(source)}: ${name}.${used}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

it('every class a stylesheet composes exists where it says', () => {
  const missing: string[] = [];
  for (const sheet of sheets) {
    const css = readFileSync(sheet, 'utf8');
    for (const [, names, from] of css.matchAll(
      /composes:\s*([\w\s-]+?)(?:\s+from\s+'([^']+)')?;/g,
    )) {
      const defined = classesOf(readFileSync(from ? at(sheet, from) : sheet, 'utf8'));
      for (const name of names!.trim().split(/\s+/)) {
        if (!defined.has(name)) missing.push(`${relative(sheet)}: composes ${name}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

it('media queries use the theme’s breakpoints only', () => {
  const widths = new Set(Object.values(BREAKPOINTS).map((px) => `${px}px`));
  const strays = sheets.flatMap((sheet) =>
    [...readFileSync(sheet, 'utf8').matchAll(/\((?:min|max)-width:\s*([\d.]+px)\)/g)]
      .filter(([, width]) => !widths.has(width!))
      .map(([query]) => `${relative(sheet)}: ${query}`),
  );
  expect(strays).toEqual([]);
});

it('every theme variable a stylesheet reads is the theme’s own, none of MUI components’', () => {
  // The theme stylesheet as shipped: a test of its own fails while it is behind the theme.
  // MUI components' own variables (--mui-palette-Button-…) are MUI's to change.
  const theme = readFileSync(join(ROOT, 'components/theme/theme.css'), 'utf8');
  const unknown = sheets.flatMap((sheet) =>
    [...readFileSync(sheet, 'utf8').matchAll(/var\((--mui-[\w-]+)/g)]
      .filter(([, name]) => !theme.includes(`${name}:`) || /^--mui-palette-[A-Z]/.test(name!))
      .map(([, name]) => `${relative(sheet)}: ${name}`),
  );
  expect(unknown).toEqual([]);
});

// Every value a class-picking prop allows must be a class of the component's stylesheet.
it.each([
  { component: 'components/ui/form/Button.tsx', prop: 'variant', without: [] },
  { component: 'components/ui/form/Alert.tsx', prop: 'severity', without: [] },
  // The medium size is the icon's own class.
  { component: 'components/ui/Icon.tsx', prop: 'fontSize', without: ['medium'] },
])('every $prop of $component has its class', ({ component, prop, without }) => {
  const path = join(ROOT, component);
  const code = readFileSync(path, 'utf8');
  expect(code).toContain(`styles[${prop}]`);
  const sheet = /import styles from '([^']+\.module\.css)'/.exec(code)![1]!;
  const defined = classesOf(readFileSync(at(path, sheet), 'utf8'));
  const declared = new RegExp(`\\b${prop}\\??:\\s*((?:'[\\w-]+'\\s*\\|?\\s*)+);`).exec(code)?.[1];
  const values = [...(declared ?? '').matchAll(/'([\w-]+)'/g)].map(([, value]) => value!);
  expect(values.length).toBeGreaterThan(1);
  expect(values.filter((value) => !without.includes(value) && !defined.has(value))).toEqual([]);
});
