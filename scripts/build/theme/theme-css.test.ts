/** @jest-environment node */
// In Node, as `npm run generate` runs, so MUI's toast styles are written as on a server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_CSS_FILE, themeCss, themeStylesheet } from './theme-css';
import { themeReads, themeReadsIn } from './theme-reads';

const reads = themeReads();
const css = themeCss(reads);

function variablesOf(scheme: string): Map<string, string> {
  const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter(([, selector]) =>
    selector!.includes(`[data-theme="${scheme}"]`),
  );
  return new Map(
    rules.flatMap(([, , body]) =>
      [...body!.matchAll(/(--[\w-]+):([^;]+);/g)].map(
        ([, name, value]) => [name!, value!.trim()] as const,
      ),
    ),
  );
}

type Rgba = [number, number, number, number];

function parseColour(value: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)).concat(1) as Rgba;
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(value)?.[1]?.split(',').map(Number);
  if (rgba && rgba.length >= 3) return [rgba[0]!, rgba[1]!, rgba[2]!, rgba[3] ?? 1];
  throw new Error(`not a colour: ${value}`);
}

/** WCAG's contrast ratio of a colour (blended over the background when translucent). */
function contrast(foreground: string, background: string): number {
  const [br, bg, bb] = parseColour(background);
  const [fr, fg, fb, alpha] = parseColour(foreground);
  const blended = [
    fr * alpha + br! * (1 - alpha),
    fg * alpha + bg! * (1 - alpha),
    fb * alpha + bb! * (1 - alpha),
  ];
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(blended), luminance([br!, bg!, bb!])].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

it.each([
  ['light', 4.5],
  ['dark', 4.5],
  ['contrast', 7],
])('the %s scheme reads well: text, links and a button’s text at least %s:1', (scheme, text) => {
  const vars = variablesOf(scheme);
  const colour = (name: string) => vars.get(`--mui-palette-${name}`) ?? `missing ${name}`;
  const pairs = ['text-primary', 'text-secondary', 'primary-main']
    .flatMap((name) => [`${name} on background-default`, `${name} on background-paper`])
    .concat('primary-contrastText on primary-main');
  const faint = pairs.filter((pair) => {
    const [foreground, background] = pair.split(' on ') as [string, string];
    return contrast(colour(foreground), colour(background)) < text;
  });
  expect(faint).toEqual([]);
});

it('holds light as the default, each scheme’s mode, the baseline and the type scale', () => {
  expect(css).toContain(':root, [data-theme="light"]{');
  // The browser's light or dark mode, for form controls and scrollbars.
  expect(css).toContain('[data-theme="light"]{color-scheme:light;');
  expect(css).toContain('[data-theme="dark"]{color-scheme:dark;');
  expect(css).toContain('[data-theme="contrast"]{color-scheme:dark;');
  // Page colours from the scheme, no margin, no overscroll back-swipe.
  expect(css).toMatch(/body\{[^}]*margin:0;/);
  expect(css).toMatch(/body\{[^}]*background-color:var\(--mui-palette-background-default\)/);
  expect(css).toMatch(/body\{[^}]*font:var\(--mui-font-body1\)/);
  expect(css).toMatch(/html\{[^}]*overscroll-behavior-x:none;/);
  expect(css).toContain('--mui-font-body1:400 1rem/1.5');
  // The toast's own variables, as something reads them.
  expect(reads).toContain('--mui-zIndex-snackbar');
  expect(css).toContain('--mui-zIndex-snackbar:');
});

it('holds every variable something reads, and none that nothing reads', () => {
  const declared = new Set([...css.matchAll(/(--mui-[\w-]+):/g)].map((match) => match[1]!));
  expect([...reads].filter((name) => !declared.has(name))).toEqual([]);
  const readInTheme = new Set(themeReadsIn(css));
  const unread = [...declared].filter((name) => !reads.has(name) && !readInTheme.has(name));
  expect(unread).toEqual([]);
});

it('leaves out what no part of the site reads', () => {
  expect(themeCss(new Set())).not.toMatch(/--mui-[\w-]+:/);
  // With what its value reads, in every scheme.
  const toast = themeCss(new Set(['--mui-palette-Alert-infoFilledBg']));
  expect(toast).toMatch(/--mui-palette-Alert-infoFilledBg:var\(--mui-palette-info-main\b/);
  expect(toast).toContain('--mui-palette-info-main:');
  expect(toast).not.toContain('--mui-palette-error-main:');
});

it('is what theme.css holds', () => {
  const committed = readFileSync(join(__dirname, '../../..', THEME_CSS_FILE), 'utf8');
  if (committed !== themeStylesheet(reads))
    throw new Error(`${THEME_CSS_FILE} is behind theme.ts: run npm run generate and commit it.`);
});
