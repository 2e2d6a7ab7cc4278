import { COLOR_SCHEME_ATTRIBUTE, schemeSelector } from '@/lib/theme-choice';
import theme from './theme';
import { themeReadsIn } from './theme-reads';

type Declarations = Record<string, string | number>;

const property = (name: string) =>
  name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A CSS rule from a selector and MUI-style declarations (camelCase names, custom properties). */
const rule = (selector: string, declarations: Declarations) =>
  `${selector}{${Object.entries(declarations)
    .map(([name, value]) => `${property(name)}:${value};`)
    .join('')}}`;

/**
 * MUI's baseline (what CssBaseline sets) over the theme's variables, and rules of our own: a swipe
 * to the right moves to the previous tab, so it must not also be the browser's back; and paper
 * gets margins of its own (a printed page has no window edge to keep the text from).
 */
const BASELINE = [
  'html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%;overscroll-behavior-x:none;}',
  '*,*::before,*::after{box-sizing:inherit;}',
  `strong,b{font-weight:${theme.typography.fontWeightBold};}`,
  'body{margin:0;color:var(--mui-palette-text-primary);font:var(--mui-font-body1);background-color:var(--mui-palette-background-default);overscroll-behavior-x:none;}',
  '@page{margin:1.5cm;}',
];

/**
 * The theme as one stylesheet: each colour scheme's CSS variables that something reads (`reads`,
 * see theme-reads.tsx; with every variable their values read in turn) and its color-scheme, for
 * form controls and scrollbars. Then the baseline. `npm run generate` writes it into theme.css,
 * which every page loads like any stylesheet (theme-css.test.ts fails while theme.css is behind);
 * no theme code runs in the browser.
 */
export function themeCss(reads: ReadonlySet<string>): string {
  const sheets = theme
    .generateStyleSheets()
    .flatMap((sheet) => Object.entries(sheet as Record<string, Declarations>));
  const kept = withWhatTheyRead(reads, sheets);
  const used = sheets
    .map(([selector, declarations]): [string, Declarations] => [
      selector,
      Object.fromEntries(
        Object.entries(declarations).filter(([name]) => !name.startsWith('--') || kept.has(name)),
      ),
    ])
    .filter(([, declarations]) => Object.keys(declarations).length > 0);
  const variables = used.map(([selector, declarations]) => rule(selector, declarations));
  return [...variables, printInLight(used), ...BASELINE].join('');
}

/** The variables read, and those their values read in any scheme, until nothing new is read. */
function withWhatTheyRead(reads: ReadonlySet<string>, sheets: [string, Declarations][]) {
  const kept = new Set(reads);
  const pending = [...reads];
  while (pending.length > 0) {
    const name = pending.pop()!;
    for (const [, declarations] of sheets) {
      const value = declarations[name];
      if (value === undefined) continue;
      for (const next of themeReadsIn(String(value)))
        if (!kept.has(next)) {
          kept.add(next);
          pending.push(next);
        }
    }
  }
  return kept;
}

/**
 * On paper every scheme prints in the light one: browsers leave backgrounds out, so the dark
 * schemes' light text would print white on white. The light scheme's variables, under a selector
 * that outweighs each scheme's own.
 */
function printInLight(sheets: [string, Declarations][]): string {
  const light = sheets.filter(([selector]) => selector.includes(schemeSelector('light')));
  if (light.length === 0) throw new Error('The theme has no light colour scheme to print in.');
  const declarations = Object.assign({}, ...light.map(([, each]) => each)) as Declarations;
  return `@media print{${rule(`:root[${COLOR_SCHEME_ATTRIBUTE}]`, declarations)}}`;
}

/** Where the theme stylesheet is kept, from the repository root, and what it holds. */
export const THEME_CSS_FILE = 'components/theme/theme.css';
export const themeStylesheet = (reads: ReadonlySet<string>) =>
  `/* Made from theme.ts by npm run generate: do not edit. */\n${themeCss(reads)}\n`;
