// Turns the theme into the plain stylesheet the site ships, so no theme code runs in the browser.
import {
  COLOR_SCHEME_ATTRIBUTE,
  schemeSelector,
  SYSTEM_QUERIES,
  type ThemeScheme,
} from '@/lib/theme-choice';
import theme from '@/components/theme/theme';
import { themeReadsIn } from './theme-reads';

type Declarations = Record<string, string | number>;

const property = (name: string) =>
  name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const rule = (selector: string, declarations: Declarations) =>
  `${selector}{${Object.entries(declarations)
    .map(([name, value]) => `${property(name)}:${value};`)
    .join('')}}`;

// MUI's baseline, plus: no browser back on a right swipe (it changes tab), and print margins.
const BASELINE = [
  'html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%;overscroll-behavior-x:none;}',
  '*,*::before,*::after{box-sizing:inherit;}',
  `strong,b{font-weight:${theme.typography.fontWeightBold};}`,
  'body{margin:0;color:var(--mui-palette-text-primary);font:var(--mui-font-body1);background-color:var(--mui-palette-background-default);overscroll-behavior-x:none;}',
  '@page{margin:1.5cm;}',
];

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
  return [...variables, systemWithoutScripts(used), printInLight(used), ...BASELINE].join('');
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

const schemeDeclarations = (sheets: [string, Declarations][], scheme: ThemeScheme) => {
  const found = sheets.filter(([selector]) => selector.includes(schemeSelector(scheme)));
  if (found.length === 0) throw new Error(`The theme has no ${scheme} colour scheme.`);
  return Object.assign({}, ...found.map(([, each]) => each)) as Declarations;
};

/** Without scripts no scheme is set on the page: the system's wish decides, contrast first. */
function systemWithoutScripts(sheets: [string, Declarations][]): string {
  const unset = `:root:not([${COLOR_SCHEME_ATTRIBUTE}])`;
  return (['dark', 'contrast'] as const)
    .map((scheme) => {
      const declarations = schemeDeclarations(sheets, scheme);
      return `@media ${SYSTEM_QUERIES[scheme]}{${rule(unset, declarations)}}`;
    })
    .join('');
}

/** On paper every scheme prints as light: printers drop backgrounds, so light text would vanish. */
function printInLight(sheets: [string, Declarations][]): string {
  const selector = `:root[${COLOR_SCHEME_ATTRIBUTE}],:root:not([${COLOR_SCHEME_ATTRIBUTE}])`;
  return `@media print{${rule(selector, schemeDeclarations(sheets, 'light'))}}`;
}

/** Where the theme stylesheet is kept, from the repository root, and what it holds. */
export const THEME_CSS_FILE = 'components/theme/theme.css';
export const themeStylesheet = (reads: ReadonlySet<string>) =>
  `/* Made from theme.ts by npm run generate: do not edit. */\n${themeCss(reads)}\n`;
